"""A network game's words: why a host refused (the reason codes of
:data:`rummy_desktop.net.protocol.NetReason`), what a seat is in the lobby, and where the
host can be reached. Everything through Qt's translations (context "Network")."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

from ..table.reasons import reason_text
from ..variant_texts import vtr

CONTEXT = "Network"


TEXTS: dict[str, str] = {
    "check_network": QT_TRANSLATE_NOOP(
        "Network", "Check the address and port, that the host's firewall lets Rummy Desktop in, and that both "
                   "computers are on the same network."),
    "host_left": QT_TRANSLATE_NOOP("Network", "The host left: the connection is closed."),
    "version_mismatch": QT_TRANSLATE_NOOP(
        "Network", "The host runs Rummy Desktop {host_program} (network protocol {host_protocol}); this "
                   "computer runs {client_program} (protocol {client_protocol}). Update the older one."),
    "missing_value": QT_TRANSLATE_NOOP(
        "Network", "This computer does not know the choice “{value}” of the house rule “{option}” the host "
                   "plays {variant} with: install the same plugins as the host."),
    "missing_option": QT_TRANSLATE_NOOP(
        "Network", "This computer lacks the house rule “{option}” the host plays {variant} with: install the "
                   "same plugins as the host."),
    "missing_plugin": QT_TRANSLATE_NOOP(
        "Network", "This computer does not have the rule set “{name}” the host plays: install its plugin."),
    "rules_differ": QT_TRANSLATE_NOOP(
        "Network", "This computer's plugins give other rules for {variant} than the host's: install the same "
                   "versions as the host."),
    "bad_code": QT_TRANSLATE_NOOP("Network", "Wrong code."),
    "too_many_tries": QT_TRANSLATE_NOOP(
        "Network", "Too many wrong codes from this computer: wait a few minutes, then try again."),
    "code_retired": QT_TRANSLATE_NOOP(
        "Network", "So many wrong codes were tried at this table that its code no longer opens it: ask the host "
                   "for the new code."),
    "seat_in_use": QT_TRANSLATE_NOOP(
        "Network", "This seat is in use from another computer: its player is still connected."),
    "seat_taken_back": QT_TRANSLATE_NOOP(
        "Network", "Your seat was taken back from another computer (with this seat's key)."),
    "removed": QT_TRANSLATE_NOOP("Network", "The host removed you from the table."),
    "spectators_full": QT_TRANSLATE_NOOP("Network", "Enough people are watching this table already."),
    "bad_seal": QT_TRANSLATE_NOOP(
        "Network", "A message did not arrive as it was sent (changed on the way?): the connection is closed."),
    "too_many_connections": QT_TRANSLATE_NOOP("Network", "Too many connections from this computer."),
    "table_full": QT_TRANSLATE_NOOP("Network", "The table is full."),
    "game_started": QT_TRANSLATE_NOOP("Network", "The game has already started: only its players can come back in."),
    "bad_token": QT_TRANSLATE_NOOP("Network", "The host does not know this seat's key any more: join with the code."),
    "rate_limited": QT_TRANSLATE_NOOP("Network", "Too many messages at once: wait a moment."),
    "not_joined": QT_TRANSLATE_NOOP("Network", "This computer has not joined the table yet."),
    "no_answer": QT_TRANSLATE_NOOP("Network", "The host did not answer in time."),
    "unreachable": QT_TRANSLATE_NOOP("Network", "The host could not be reached ({detail})."),
    "host_silent": QT_TRANSLATE_NOOP("Network", "The host stopped answering."),
    "host_closing": QT_TRANSLATE_NOOP("Network", "The host closed the table."),
    "garbled": QT_TRANSLATE_NOOP("Network", "The host and this computer did not understand each other ({problem})."),
}


class NetworkPlurals(QObject):
    """The texts with a number (Qt finds plural forms in ``tr`` calls of a class)."""

    def busy_table(self, seconds: int) -> str:
        return self.tr("Too many wrong codes were tried at this table: try again in %n s.", "", seconds)

    def reconnecting(self, seconds: int) -> str:
        return self.tr("reconnecting… %n s left", "", seconds)


def _t(key: str, **values: Any) -> str:
    text = QCoreApplication.translate(CONTEXT, TEXTS[key])
    return text.format(**values) if values else text


def refusal_text(refusal: Any) -> str:
    """A refusal (a :class:`~rummy_desktop.net.protocol.Refusal`, or None: the host left)
    in the player's words."""
    if refusal is None:
        return _t("host_left")
    reason = refusal.reason
    p = {k: v for k, v in refusal.params.items()}
    if reason == "version_mismatch":
        return _t(reason, **{k: p.get(k, "?") for k in ("host_program", "host_protocol", "client_program",
                                                          "client_protocol")})
    if reason == "missing_plugin":
        variant = p.get("variant", "?")
        if "value" in p:
            return _t("missing_value", value=p["value"], option=p.get("option", "?"), variant=variant)
        if "option" in p:
            return _t("missing_option", option=p["option"], variant=variant)
        return _t("missing_plugin", name=vtr(str(p.get("name") or variant)))
    if reason == "rules_differ":
        return _t(reason, variant=p.get("variant", "?"))
    if reason == "too_many_tries" and isinstance(p.get("seconds"), int):
        return NetworkPlurals().busy_table(p["seconds"])
    if reason in ("bad_code", "code_retired", "too_many_tries", "too_many_connections", "table_full",
                  "game_started", "bad_token",
                  "rate_limited", "not_joined", "seat_in_use", "seat_taken_back", "removed", "spectators_full"):
        return _t(reason)
    if reason == "host_closing":
        problem = p.get("problem")
        if problem == "no_answer":
            return _t("no_answer") + " " + _t("check_network")
        if problem == "unreachable":
            return _t("unreachable", detail=p.get("detail", "")) + " " + _t("check_network")
        if problem == "host_silent":
            return _t("host_silent")
        return _t("host_closing")
    if reason == "illegal_action" and refusal.code:
        return reason_text(refusal.code, p)
    if reason == "bad_frame" and p.get("problem") == "bad_seal":
        return _t("bad_seal")
    if reason in ("bad_frame", "bad_message"):
        return _t("garbled", problem=p.get("problem", reason))
    return reason_text(reason, p)


def seat_text(info: Any, catalog: Any, mine: bool = False) -> str:
    """A seat of the lobby (a :class:`~rummy_desktop.net.protocol.SeatInfo`) in words."""
    name = info.name or ""
    level = ""
    if info.level:
        try:
            level = vtr(catalog.player(info.level).label)
        except Exception:  # a level this computer lacks: its name as it came
            level = info.level
    if info.kind == "open":
        return QCoreApplication.translate("Network", "Open: waiting for a player")
    if info.kind == "computer":
        return QCoreApplication.translate("Network", "Computer: {level}").format(level=level)
    if name:
        who = name
    elif mine:
        who = QCoreApplication.translate("Network", "You")
    else:
        who = QCoreApplication.translate("Network", "Player {n}").format(n=info.seat + 1)
    if info.kind == "human":
        text = QCoreApplication.translate("Network", "{name} (the host)").format(name=who)
    else:
        text = who
    if mine:
        text = QCoreApplication.translate("Network", "{name} (you)").format(name=text)
    if info.status == "reconnecting":
        text += " · " + NetworkPlurals().reconnecting(info.seconds_left or 0)
    elif info.status == "computer_played":
        text += " · " + QCoreApplication.translate("Network", "played by the computer ({level})").format(level=level)
    return text


def watchers_text(names: list[str]) -> str:
    """Who watches the table, in a line ("" when nobody does)."""
    if not names:
        return ""
    return QCoreApplication.translate("Network", "Watching: {names}").format(names=", ".join(names))


def host_addresses() -> list[str]:
    """This computer's addresses a player can type: IPv4, not the loopback, first; the
    loopback only when there is nothing else."""
    outside, loop = [], []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
            continue
        (loop if address.isLoopback() else outside).append(address.toString())
    return outside or loop or ["127.0.0.1"]
