#!/usr/bin/env bash
# macOS: build "Knaster Qt.app" with the spec's BUNDLE step, smoke-test it, wrap it in a .dmg.
#
#   bash packaging/macos/build_dmg.sh
#
# Needs Python 3.11+ with the project installed with its dist extra (pip install ".[dist]")
# and the Xcode command line tools (codesign, hdiutil). The .app is signed ad hoc (Apple
# silicon refuses unsigned code); a notarised release needs a Developer ID instead.
# Keep in step with `make dist` (Linux) and packaging/windows/build_installer.ps1.
set -euo pipefail
cd "$(dirname "$0")/../.."

version=$(python -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
app="dist/Knaster Qt.app"

# The app's .qm translations are build products: compile them before the bundle takes them.
python tools/build_translations.py
rm -rf dist/knaster-qt "$app"
python -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
    packaging/knaster-qt.spec
test -x "$app/Contents/MacOS/knaster-qt"

plist_version=$(/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$app/Contents/Info.plist")
if [ "$plist_version" != "$version" ]; then
    echo "Info.plist says $plist_version, pyproject.toml says $version" >&2
    exit 1
fi

codesign --force --deep --sign - "$app"
python packaging/smoke_test.py --cli "$app/Contents/MacOS/knaster-qt"

# The disk image shows the app next to a link to /Applications, to drag it across.
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
dmg="dist/knaster-qt-$version-macos-$(uname -m).dmg"
rm -f "$dmg"
hdiutil create -volname "Knaster Qt $version" -srcfolder "$staging" -fs HFS+ -format UDZO "$dmg"
echo "built $dmg"
