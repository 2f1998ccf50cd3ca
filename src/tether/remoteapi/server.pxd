# The compiled build's declarations for server.py (Cython reads this file beside the module;
# Python ignores it): the socket side of a connection and the shared receive buffer become
# extension types whose fields are C fields (a load per read instead of a dictionary lookup, on
# every message). Every field stays public, as in the pure module, which has the same slots.

from tether.remoteapi.server_connection cimport ServerConnection

cdef class _ReadBuffer:
    cdef public object buffer
    cdef public object view

cdef class Connection:
    cdef public object server
    cdef public object sock
    cdef public object peer
    cdef public ServerConnection protocol
    cdef public object _fd
    cdef public object _unsent
    cdef public object _offset
    cdef public object _unsent_bytes
    cdef public object _progress
    cdef public object _first
    cdef object __weakref__

    # called from compiled code on every message: C calls, not attribute lookups
    cpdef after_work(self)
    cpdef _write(self, data)
