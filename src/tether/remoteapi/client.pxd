# The compiled build's declarations for client.py (Cython reads this file beside the module;
# Python ignores it): RemoteApiClient becomes an extension type whose fields are C fields, so
# the many attribute reads of a call cost a load instead of a lookup. Every field stays public
# (readable and writable from Python, as in the pure module, which has the same slots).

from tether.remoteapi.client_connection cimport ClientConnection

cdef class RemoteApiClient:
    cdef public object address
    cdef public object port
    cdef public bint wait_until_connected
    cdef public bint do_not_reconnect
    cdef public double connect_timeout_s
    cdef public double reply_timeout_s
    cdef public double cycle_s
    cdef public object _lock
    cdef public object _cv
    cdef public object _wake
    cdef public double _thread_wakes_at
    cdef public object _io_lock
    cdef public object _thread
    cdef public bint _running
    cdef public bint _stop
    cdef public object _sock
    cdef public object _poller
    cdef public object _shm
    cdef public bint _connected
    cdef public bint _connect_given_up
    cdef public bint _answered
    cdef public long _connection_id
    cdef public long _connections_made
    cdef public long _generation
    cdef public ClientConnection _conn  # typed: its per-call methods are C calls
    cdef public long _in_flight
    cdef public double _last_send
    cdef public double _last_activity
    cdef public long _waiters
    cdef public long _reply_sleepers
    cdef public long _last_blocking
    cdef public bint _ping_follows
    cdef public object _early_ping
    cdef public bint ping_ahead
    cdef public long pings_ahead
    cdef public object failure
    cdef public object _failure_logged
    cdef public object _ip
    cdef object __weakref__

    # The methods of one exchange, called only from this class: C calls in the compiled build
    # (no attribute lookup, no argument tuple), plain methods in the pure one.
    cdef object _wake_thread(self, double now)
    cdef bint _send_next(self) except -1
    cdef bint _receive(self, double deadline, bint spin) except -1
    cdef object _merge(self, object body)
    cdef tuple _collect(self, long carry_id, long generation, double deadline, object find, object key,
                        bint ping_after)
    cdef bint _wait_for(self, long carry_id, long generation, double deadline, bint ping_after) except -1
    cdef object _send_ping_ahead(self, long carry_id)
