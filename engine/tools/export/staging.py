"""An export written into a hidden folder beside its target and swapped in only when complete:
a run that fails leaves nothing that looks finished."""
import os
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path

from engine.errors import EngineError



def check_out(out, force=False) -> Path:
    """OUT may be new or empty; a folder with files in it only with --force."""
    out = Path(out)
    if out.exists() and not out.is_dir():
        raise EngineError(f"{out}: exists and is not a folder")
    if out.is_dir() and any(out.iterdir()) and not force:
        raise EngineError(f"{out}: exists and is not empty (--force replaces it)")
    return out


# --- the sheet's targets ----------------------------------------------------------------------

@contextmanager
def staged(out: Path):
    """A hidden folder beside OUT to write into, renamed to OUT only when the block ends
    well; on any failure it goes, and an old OUT stays as it was."""
    parent = out.resolve().parent
    parent.mkdir(parents=True, exist_ok=True)
    temp = Path(tempfile.mkdtemp(prefix=f".{out.name}.partial-", dir=parent))
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(temp, 0o777 & ~umask)         # mkdtemp's 0700 would follow it into OUT
    try:
        yield temp
        _swap_in(temp, out)
    except BaseException as err:
        shutil.rmtree(temp, ignore_errors=True)
        if isinstance(err, OSError):
            raise EngineError(f"{out}: cannot write the export ({err.strerror or err}); "
                              "nothing was left behind") from None
        raise

def write_file(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)

def _swap_in(temp: Path, out: Path):
    """The finished folder takes OUT's name in one rename; an old OUT (--force) goes after."""
    old = None
    if out.exists():
        old = out.with_name(f".{out.name}.old-{os.getpid()}")
        os.rename(out, old)
    os.rename(temp, out)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)
