"""Moves handed in from phones: the room's submission service and the arbiter's pieces of it.

- ``http``: the HTTP/1.1 server (h11 on an asyncio loop in a thread of its own);
- ``service``: the phones' JSON API (join, state with long polling, move) and the page's files
  from ``resources/web/``; ``texts``: the page's texts, translated in the one catalogue;
- ``dialog``: the *Session -> Phones...* dialog; ``qr``: the join address as a QR code;
  ``cards``: the table cards' PDF;
- ``serve``: the unattended game (``duplicate-scrabble serve``).

Every submission is saved by the session before it is acknowledged.

May import: the engine (``duplicate``), Qt and ``ui.widgets``. Never imports ``ui.arbiter``
or ``ui.training``: submissions go to the engine's ``Session`` (saved there before they are
acknowledged), which the arbiter's page already observes; the arbiter's screen may import
this room to show it, not the reverse.
"""
