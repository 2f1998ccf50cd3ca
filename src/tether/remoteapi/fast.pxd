# The compiled build's declarations for fast.py (Cython reads this file beside the module; Python
# ignores it): the step's two classes become extension types whose fields are C fields, so the
# dozen attribute reads of a step cost a load instead of an instance-dict lookup. Every field
# stays public (readable and writable from Python, as in the pure module, which has the same slots).

cdef class _Shape:
    cdef public object key
    cdef public bint framed
    cdef public object message
    cdef public object args  # object: a list that takes a slice of dict values
    cdef public Py_ssize_t reply_size
    cdef public object meta
    cdef public tuple expected
    cdef public object values

cdef class LockstepClient:
    cdef public object timeout  # object: any value socket timeouts take (None too), as in the pure module
    cdef public object _shm
    cdef public object _sock
    cdef public object _poll
    cdef public object _link
    cdef public long _next_id
    cdef public _Shape _shape
