# The compiled build's declarations for client_connection.py (Cython reads this file beside the
# module; Python ignores it): ClientConnection becomes an extension type whose fields are C
# fields, so the attribute reads of every call (outbox, inbox, the command cache ...) cost a
# load instead of an instance-dict lookup. Every field stays public (readable and writable from
# Python, as in the pure module, which has the same slots).

from tether.remoteapi.connection cimport LegacyConnection

cdef class ClientConnection(LegacyConnection):
    cdef public object outbox
    cdef public object _outbox_keys
    cdef public object split_out
    cdef public object inbox
    cdef public object in_split
    cdef public object streams
    cdef public bint paused
    cdef public long next_id
    cdef public long last_received_id
    cdef public object header_bytes
    cdef public object last_cmd_time  # object: a reply's time stamp, as the reply holds it
    cdef public object _made
    cdef public object _encoded
    cdef public object _decode_cache

    # the per-call methods: cpdef, since client.py (and tests) call them from Python too (lookup and
    # lookup_pure stay plain methods: client.py passes them around as bound methods, which Cython
    # does not make of a cpdef method on a typed object)
    cpdef queue(self, cmd, payload, key=*)
    cpdef command(self, command_id, op_mode, data, pure_data, status)
    cpdef track_stream(self, key, mode)
    cpdef take_message(self)
    cpdef encode(self, cmds, message_id, client_time)
    cpdef decode_shaped(self, body)
    cpdef merge(self, body, commands, shape=*)
    cpdef remove(self, key)
