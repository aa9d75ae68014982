"""The Qt desktop app: arbiter window, projector window and solo training."""
