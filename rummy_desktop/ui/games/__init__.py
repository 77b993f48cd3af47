"""The kinds of game the main window shows, one small controller each (KDE kpat gives each
game its own dealer, Kajongg's PlayField a Game object per kind): a solo game
(:mod:`.solo`), a network game (:mod:`.network`), a lesson (:mod:`.lesson`), a review
(:mod:`.review`).

The window keeps the chrome (menus, geometry, dialogs, the start page) and shows one page
at a time: the start page, or the page of the game it holds. Every controller has the same
few entry points (:class:`~.base.GameController`), so a new kind of game is one new module;
each sees the window only through the shell interface (:class:`~.shell.Shell`), and the
window imports the controllers, never the other way round.
"""
