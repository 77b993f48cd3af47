"""Network play in the desktop program: hosting a table (:mod:`.host_dialog`, :mod:`.lobby`),
joining one (:mod:`.join_dialog`), the game's connection and chat under the table
(:mod:`.lan_game`, :mod:`.bar`), and refusals in words (:mod:`.texts`). The sockets and the
protocol are :mod:`rummy_desktop.net`'s; the table is the solo table, on a seat channel."""
