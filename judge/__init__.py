"""judge — rules judge and rulings lookup for the Detective Conan Card Game (Ver.2.5, Thai)."""

__version__ = "0.1.0"
