"""Three house rules for Rummy Desktop's Rummy, each its own plugin (entry point) and each
switched on by its own table option:

* :mod:`.meld_of_four`: a new meld needs at least four cards (the hook ``rummy_judge_meld``);
* :mod:`.closed_upcard`: the card turned up at the deal may not be taken
  (``rummy_judge_action``);
* :mod:`.costly_aces`: an ace left in a hand costs 15 points (``rummy_adjust_scores``).
"""
