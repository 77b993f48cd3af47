"""The LAN host (see :mod:`.host` for how its parts fit together)."""

from .channel import HostSeatChannel
from .host import Host
from .limits import HostLimits
from .lobby import SeatPlan, parse_seats, printable, token_hash

__all__ = ["Host", "HostLimits", "HostSeatChannel", "SeatPlan", "parse_seats", "printable", "token_hash"]
