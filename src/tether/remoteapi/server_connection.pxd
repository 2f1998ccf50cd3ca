# The compiled build's declarations for server_connection.py (Cython reads this file beside the
# module; Python ignores it): ServerConnection becomes an extension type whose fields are C
# fields, so the many attribute reads of one message cost a load instead of a dictionary lookup.
# Every field stays public (readable and writable from Python, as in the pure module, which has
# the same slots).

from tether.remoteapi.connection cimport LegacyConnection

cdef class ServerConnection(LegacyConnection):
    cdef public object server
    cdef public object simulation
    cdef public object api
    cdef public object file_root
    cdef public object store
    cdef public object gate
    cdef public object closed
    cdef public object messages
    cdef public object on_close
    cdef public object _errors
    cdef public object _mutations
    cdef public object _outgoing
    cdef public object _msg_id
    cdef public object _client_time
    cdef public object _kill
    cdef public object _out
    cdef public object _done
    cdef public object _suspended
    cdef public object _decode_cache
    cdef public object _joints

    # called from compiled code on every message: C calls, not attribute lookups
    cpdef receive_data(self, data, now=*)
    cpdef held(self)
    cpdef data_to_send(self)
    cpdef _pump(self)
    cpdef _account(self)
    cpdef _blocked(self)
    cpdef _process(self, body)
    cpdef _epoch(self)
    cpdef _execute(self, steps, start, runs=*, varying=*)
    cpdef _sim_ms(self)
    cpdef _finish_reply(self)
