"""The program's icon for each system, packed from the PNGs the art recipe draws
(sprites/icon/recipe.py): a Windows .ico and a macOS .icns, written with the standard library.

Both formats are containers of PNG images, so the recipe's pictures go in byte for byte; no
image library is needed at build time, and the release runners of the other systems make the
same files as this machine. build/make.py calls make() before PyInstaller; tests/test_release.py
reads the headers back.

    python build/icons.py [FOLDER]   # writes tumbling-slots.ico/.icns/.png (build/work/icons)
"""
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
PICTURES = HERE.parent / "sprites" / "icon"
NAME = "tumbling-slots"
ICO_SIZES = (16, 32, 48, 64, 128, 256)           # an .ico entry holds at most 256 x 256
# an .icns entry's type names its pixel size (the @2x types are the Retina ones)
ICNS_TYPES = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512,
              b"ic10": 1024, b"ic11": 32, b"ic12": 64, b"ic13": 256, b"ic14": 512}
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple:
    """(width, height) from a PNG's IHDR chunk, which the format puts first."""
    if data[:8] != PNG_MAGIC or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return struct.unpack(">II", data[16:24])


def picture(size: int) -> bytes:
    data = (PICTURES / f"icon_{size}.png").read_bytes()
    if png_size(data) != (size, size):
        raise ValueError(f"icon_{size}.png is {png_size(data)}, not {size}x{size}")
    return data


def ico(sizes=ICO_SIZES) -> bytes:
    """An ICONDIR (reserved 0, type 1 = icon, count), one 16-byte entry per picture (width and
    height, 0 meaning 256; planes 1; 32 bits a pixel; byte count; offset), then the PNGs."""
    images = [picture(s) for s in sizes]
    offset = 6 + 16 * len(images)
    head = struct.pack("<HHH", 0, 1, len(images))
    for size, data in zip(sizes, images):
        head += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return head + b"".join(images)


def icns(types=ICNS_TYPES) -> bytes:
    """'icns' and the file's length, then each entry: its type, its length with this 8-byte
    header, and the PNG (big-endian throughout)."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data
                    for kind, data in ((k, picture(s)) for k, s in types.items()))
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make(folder: Path) -> dict:
    """Write the three icons into `folder`; {'png', 'ico', 'icns'} -> path."""
    folder.mkdir(parents=True, exist_ok=True)
    out = {"png": folder / f"{NAME}.png", "ico": folder / f"{NAME}.ico",
           "icns": folder / f"{NAME}.icns"}
    out["png"].write_bytes(picture(256))
    out["ico"].write_bytes(ico())
    out["icns"].write_bytes(icns())
    return out


if __name__ == "__main__":
    for kind, path in make(Path(sys.argv[1]) if len(sys.argv) > 1
                           else HERE / "work" / "icons").items():
        print(f"{kind}: {path} ({path.stat().st_size} bytes)")
