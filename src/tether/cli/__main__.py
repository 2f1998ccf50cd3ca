"""``python -m tether.cli``: the ``tether`` command."""

import sys

from tether.cli.commands import main

sys.exit(main())
