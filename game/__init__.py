"""The pygame-ce desktop client (issue 6 builds it); it only ever shows what the engine decided."""
