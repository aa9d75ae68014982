"""Moves handed in from phones (to come: an empty room for now).

It will hold the phone submission service (a small web server the players' phones reach on
the local network; every submission is saved by the session before it is acknowledged) and
the arbiter-side page that shows the phones' connections and submissions.

May import: the engine (``duplicate``), Qt and ``ui.widgets``. Never imports ``ui.arbiter``
or ``ui.training``: submissions go to the engine's ``Session`` (saved there before they are
acknowledged), which the arbiter's page already observes; the arbiter's screen may import
this room to show it, not the reverse.
"""
