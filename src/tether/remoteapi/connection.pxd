# The compiled build's declarations for connection.py (Cython reads this file beside the module;
# Python ignores it): LegacyConnection becomes an extension type whose fields are C fields, so
# the attribute reads of every message cost a load instead of a dictionary lookup. Every field
# stays public (readable and writable from Python, as in the pure module, which has the same
# slots). Subclasses (ServerConnection, ClientConnection) build on it; a subclass written in
# Python (ClientConnection) gets a __dict__ of its own.

from tether.remoteapi.protocol cimport PacketAssembler

cdef class LegacyConnection:
    cdef public object peer
    cdef public object framed
    cdef public object limits
    cdef public object budget
    cdef public object max_packet_size
    # typed: its single_packet_body and feed are C calls
    cdef public PacketAssembler _assembler
    cdef public object _messages
    cdef public object _queued
    cdef public object _charged
    cdef public object partial_since
    cdef object __weakref__

    # called from compiled code on every message: C calls (a subclass may still override them)
    cpdef receive_data(self, data, now=*)
    cpdef whole_message(self, data)
    cpdef held(self)
    cpdef account(self)
    cpdef frame(self, message_id, client_time, parts, server_time=*, scene_id=*, state=*)
