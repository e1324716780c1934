import sys

from tools.mpvm import main

sys.exit(main())
