"""The game review (issue 34): replay a kept game (:mod:`rummy_desktop.storage.records`)
turn by turn from one seat, and judge each of that seat's decisions against the best play.

* :mod:`.replay`: every position of a record, as the reviewed seat saw it (and every hand,
  for a record of the whole game), with the moves that led there;
* :mod:`.verdicts`: the verdict on one decision, from that seat's view only: the exact
  search in the Manipulation family, the Expert's sampling with more worlds in the
  draw-and-discard games; labels, thresholds and the accuracy figure;
* :mod:`.analysis`: a whole review, decision by decision (the desktop runs it on its
  worker, the command line at once), and its summary;
* :mod:`.cli`: ``rummy-desktop review``.

No Qt. It reads a client's record through the LAN protocol's view forms (:mod:`rummy_desktop.net.views`,
Qt-free), so it sits after ``net`` among the layers.
"""
