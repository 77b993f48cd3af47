"""LAN play: one host runs the engine, clients on other machines play their own seats.

Qt-free here: :mod:`.wire` (limits, bounded types), :mod:`.protocol` (the messages),
:mod:`.framing` (length-prefixed frames and discovery datagrams, hostile input), :mod:`.views`
(what a client may see: its seat's view, the public events), :mod:`.seal` (the key exchange
keyed by the join code, and the sealed frames), :mod:`.fuzz` (hostile frames for tests). The
sockets (QtNetwork) live in their own modules.
"""
