"""The Memory facade and the operations behind it; every interface calls these."""
