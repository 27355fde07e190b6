"""Turn the PyInstaller bundle dist/knaster-qt into a portable .tar.gz and a .deb.

    python3 packaging/linux/build_packages.py [--bundle dist/knaster-qt] [--out dist]

The .deb installs the bundle under /opt/knaster-qt, a /usr/bin/knaster-qt symlink, the
desktop entry, the hicolor icons and the AppStream metainfo. Its Depends lists the
system libraries the bundle links to but does not carry (found with ldd and dpkg -S),
so a bundle that starts needing a new system library gets it named automatically.
The version comes from pyproject.toml only. Standard library only: runs with any python3.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LINUX_DIR = ROOT / "packaging" / "linux"
APP_ID = "io.github.knasterqt.KnasterQt"
PACKAGE = "knaster-qt"
INSTALL_DIR = Path("opt") / PACKAGE
ICON_DIR = ROOT / "resources" / "icons"
LICENCE_DIR = ROOT / "resources" / "licenses"
FONT_LICENCE = ROOT / "resources" / "fonts" / "OFL.txt"
DESKTOP_FILE = LINUX_DIR / f"{APP_ID}.desktop"
METAINFO_FILE = LINUX_DIR / f"{APP_ID}.metainfo.xml"


class BuildError(Exception):
    """A problem the person building must fix; printed without a traceback."""


def project_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as pyproject:
        version: str = tomllib.load(pyproject)["project"]["version"]
    return version


def release_date() -> str:
    """Today, or SOURCE_DATE_EPOCH's day for reproducible builds."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    moment = (
        datetime.datetime.fromtimestamp(int(epoch), datetime.UTC)
        if epoch
        else datetime.datetime.now(datetime.UTC)
    )
    return moment.date().isoformat()


def render_metainfo(version: str, date: str) -> str:
    """The metainfo with this version's <release> entry (AppStream wants the newest one)."""
    text = METAINFO_FILE.read_text(encoding="utf-8")
    release = f'<releases>\n    <release version="{version}" date="{date}"/>'
    if "<releases>" not in text:
        raise BuildError(f"{METAINFO_FILE} has no <releases> element")
    return text.replace("<releases>", release, 1)


def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def direct_needs(path: Path) -> list[str]:
    """The DT_NEEDED entries of an ELF file: the libraries it links to itself."""
    result = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True)
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", result.stdout)


def system_libraries(bundle: Path) -> set[Path]:
    """System libraries (outside the bundle) that some ELF file in the bundle links to directly.

    Only direct links count: the packages of those libraries bring their own dependencies,
    so Depends stays the short list a person would write.
    """
    files = elf_files(bundle)
    # The bootloader points the loader at the bundle's folders; ldd needs the same help.
    library_dirs = sorted({str(path.parent) for path in files if ".so" in path.name})
    env = {**os.environ, "LD_LIBRARY_PATH": ":".join(library_dirs)}
    outside: set[Path] = set()
    missing: list[str] = []
    for path in files:
        needed = set(direct_needs(path))
        result = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env)
        for line in result.stdout.splitlines():
            name, _, rest = line.strip().partition(" => ")
            if name not in needed:
                continue
            if rest.startswith("not found"):
                missing.append(f"{name} (needed by {path.relative_to(bundle)})")
                continue
            location = Path(rest.split(" (0x", 1)[0])
            if not location.resolve().is_relative_to(bundle.resolve()):
                outside.add(location)
    if missing:
        raise BuildError(
            "these libraries are not installed on the build machine, so the .deb cannot "
            "name the packages that provide them (install them, e.g. with apt-get):\n  "
            + "\n  ".join(sorted(set(missing)))
        )
    return outside


def owning_package(library: Path) -> str:
    """The Debian package that installed ``library`` (tries both sides of the /usr merge)."""
    candidates = [library, library.resolve()]
    for path in list(candidates):
        text = str(path)
        candidates.append(Path(text[4:] if text.startswith("/usr/") else "/usr" + text))
    for path in candidates:
        result = subprocess.run(["dpkg", "-S", str(path)], capture_output=True, text=True)
        # "package:arch: /path"; dpkg-divert notes ("diversion by ...") are not owners.
        owners = [
            line.split(":", 1)[0].split(",")[0].strip()
            for line in result.stdout.splitlines()
            if not line.startswith("diversion ")
        ]
        if result.returncode == 0 and owners:
            return owners[0]
    raise BuildError(f"no installed Debian package owns {library}")


def minimum_glibc(bundle: Path) -> str:
    """The newest GLIBC_x.y symbol version any file in the bundle asks for."""
    newest = (2, 17)
    for path in elf_files(bundle):
        for major, minor in re.findall(rb"GLIBC_(\d+)\.(\d+)", path.read_bytes()):
            newest = max(newest, (int(major), int(minor)))
    return f"{newest[0]}.{newest[1]}"


def depends_line(bundle: Path) -> str:
    packages = {owning_package(library) for library in system_libraries(bundle)}
    # QtDBus loads libdbus-1 with dlopen, which ldd cannot see.
    packages.add("libdbus-1-3")
    packages.discard("libc6")
    return ", ".join([f"libc6 (>= {minimum_glibc(bundle)})", *sorted(packages)])


def debian_architecture() -> str:
    result = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True)
    if result.returncode != 0:
        raise BuildError("dpkg is needed to build the .deb")
    return result.stdout.strip()


def stage_deb_tree(bundle: Path, root: Path, version: str) -> None:
    """Lay out every file the .deb installs under ``root``."""
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(bundle, root / INSTALL_DIR, symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    # The bootloader follows /proc/self/exe, so a symlink finds its _internal folder.
    (root / "usr" / "bin" / PACKAGE).symlink_to(Path("/") / INSTALL_DIR / PACKAGE)
    share = root / "usr" / "share"
    install_file(DESKTOP_FILE, share / "applications" / DESKTOP_FILE.name)
    metainfo = share / "metainfo" / f"{APP_ID}.metainfo.xml"
    metainfo.parent.mkdir(parents=True)
    metainfo.write_text(render_metainfo(version, release_date()), encoding="utf-8")
    for png in sorted((ICON_DIR / "png").glob("knaster-qt-*.png")):
        size = png.stem.rsplit("-", 1)[1]
        install_file(png, share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png")
    install_file(
        ICON_DIR / "knaster-qt.svg",
        share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
    )
    install_file(LINUX_DIR / "copyright", share / "doc" / PACKAGE / "copyright")
    # The licence texts of the app and of what the bundle carries (Qt, PySide6, Python,
    # the font, ...), also where Debian users look for them; Help > About > Licences
    # shows the same files from the bundle.
    licences = share / "doc" / PACKAGE / "licenses"
    for text in sorted(LICENCE_DIR.glob("*.txt")):
        install_file(text, licences / text.name)
    install_file(FONT_LICENCE, licences / "ComicNeue-OFL-1.1.txt")
    for path in root.rglob("*"):
        if path.is_symlink():
            continue
        executable = path.is_dir() or os.access(path, os.X_OK)
        path.chmod(0o755 if executable else 0o644)


def install_file(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)


def write_control(root: Path, version: str, depends: str) -> None:
    debian = root / "DEBIAN"
    debian.mkdir()
    files = sorted(p for p in root.rglob("*") if p.is_file() and not p.is_symlink())
    installed_kib = sum((path.stat().st_size + 1023) // 1024 for path in files)
    template = (LINUX_DIR / "control.in").read_text(encoding="utf-8")
    control = (
        template.replace("@VERSION@", version)
        .replace("@ARCHITECTURE@", debian_architecture())
        .replace("@INSTALLED_SIZE@", str(installed_kib))
        .replace("@DEPENDS@", depends)
    )
    (debian / "control").write_text(control, encoding="utf-8")
    md5sums = "".join(
        f"{hashlib.md5(path.read_bytes()).hexdigest()}  {path.relative_to(root)}\n"
        for path in files
    )
    (debian / "md5sums").write_text(md5sums, encoding="utf-8")
    for path in debian.iterdir():
        path.chmod(0o644)


def build_deb(bundle: Path, out: Path, work: Path, version: str) -> Path:
    root = work / "root"
    stage_deb_tree(bundle, root, version)
    write_control(root, version, depends_line(bundle))
    deb = out / f"{PACKAGE}_{version}_{debian_architecture()}.deb"
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(deb)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return deb


def build_tarball(bundle: Path, out: Path, version: str) -> Path:
    """The bundle folder as knaster-qt-VERSION/, with the icon and desktop entry beside it."""
    top = f"{PACKAGE}-{version}"
    tarball = out / f"{top}-linux-{platform.machine()}.tar.gz"
    temporary = tarball.with_name(tarball.name + ".tmp")

    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(temporary, "w:gz", compresslevel=6) as archive:
        archive.add(bundle, arcname=top, filter=owned_by_root)
        archive.add(DESKTOP_FILE, arcname=f"{top}/share/{DESKTOP_FILE.name}", filter=owned_by_root)
        archive.add(
            ICON_DIR / "knaster-qt.svg", arcname=f"{top}/share/{APP_ID}.svg", filter=owned_by_root
        )
    os.replace(temporary, tarball)
    return tarball


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / PACKAGE)
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "deb")
    parser.add_argument("--no-tarball", action="store_true", help="build only the .deb")
    args = parser.parse_args(argv)
    bundle = args.bundle.resolve()
    if not (bundle / PACKAGE).is_file():
        print(
            f"build_packages: no bundle at {bundle}; run PyInstaller first (make dist)",
            file=sys.stderr,
        )
        return 2
    version = project_version()
    args.out.mkdir(parents=True, exist_ok=True)
    try:
        if not args.no_tarball:
            print(f"built {build_tarball(bundle, args.out, version)}")
        print(f"built {build_deb(bundle, args.out, args.work, version)}")
    except BuildError as error:
        print(f"build_packages: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
