# The compiled build's declarations for protocol.py (Cython reads this file beside the module;
# Python ignores it): the per-message classes of the shared codec become extension types whose
# fields are C fields, so each message's attribute reads cost a load instead of a dictionary
# lookup. Every field stays public (readable and writable from Python, as in the pure module,
# which has the same slots); tests/remoteapi/test_declarations.py keeps the two equal.

cdef class MessageShape:
    cdef public object command_bytes
    cdef public Py_ssize_t size
    cdef public object prefix
    cdef public object sizes
    cdef public bint times
    cdef public object fixed_of
    cdef public object fixed
    cdef public object varying_of
    cdef public object varying
    cdef public object holes
    cdef public object items
    cdef public Py_ssize_t number
    cdef public object memo

    cpdef layout(self)


cdef class DecodeCache:
    cdef public object entries
    cdef public Py_ssize_t max_entries
    cdef public object prepare
    cdef public object rebind
    cdef public object revise
    cdef public bint times_vary
    cdef public Py_ssize_t learn_at
    cdef public Py_ssize_t shapes_kept
    cdef public object prefixes
    cdef public Py_ssize_t shape
    cdef public object current
    cdef public Py_ssize_t _count
    cdef public list _shapes
    cdef public list _sizes

    # called on every message (decode_commands): C calls from compiled code
    cpdef repeat(self, command_bytes)
    cpdef _rebound(self, MessageShape memo, varying)
    cpdef remember(self, command_bytes, items, sizes)


cdef class PacketAssembler:
    cdef public Py_ssize_t max_message_size
    cdef public Py_ssize_t max_packet_payload
    cdef public bytearray _buf
    cdef public list _parts
    cdef public Py_ssize_t _size
    cdef public object _left
    cdef public object _error

    # called on every message (LegacyConnection.receive_data / whole_message)
    cpdef single_packet_body(self, data)
    cpdef feed(self, data)
