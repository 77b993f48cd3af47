# The tests find the package before it is installed: pytest puts this folder on sys.path.
