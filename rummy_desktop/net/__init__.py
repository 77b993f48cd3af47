"""LAN play: one host runs the engine, clients on other machines play their own seats.

Qt-free here: :mod:`.wire` (limits, bounded types), :mod:`.protocol` (the messages),
:mod:`.framing` (length-prefixed frames, hostile input), :mod:`.views` (what a client may
see: its seat's view, the public events). The sockets (QtNetwork) live in their own modules.
"""
