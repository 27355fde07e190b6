# Windows: build the one-folder bundle, smoke-test it, then the Inno Setup installer.
#
#   pwsh packaging/windows/build_installer.ps1
#
# Needs Python 3.11+ with the project installed with its dist extra (pip install ".[dist]")
# and Inno Setup 6 (ISCC.exe; `choco install innosetup` on a CI runner). Keep in step
# with `make dist` (Linux) and packaging/macos/build_dmg.sh.
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")

function Invoke-Checked {
    param([string]$Program, [string[]]$Arguments)
    & $Program @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Program $Arguments failed with exit code $LASTEXITCODE" }
}

$version = python -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])"
if ($LASTEXITCODE -ne 0 -or -not $version) { throw "could not read the version from pyproject.toml" }

# The app's .qm translations are build products: compile them before the bundle takes them.
Invoke-Checked python @("tools\build_translations.py")

if (Test-Path dist\knaster-qt) { Remove-Item -Recurse -Force dist\knaster-qt }
Invoke-Checked python @("-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
    "--distpath", "dist", "--workpath", "build\pyinstaller", "packaging\knaster-qt.spec")

# The console twin shows stderr; both executables run the same code.
Invoke-Checked python @("packaging\smoke_test.py", "--cli", "dist\knaster-qt\knaster-qt-cli.exe")

$iscc = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe"
if (-not (Test-Path $iscc)) { $iscc = "iscc" }
Invoke-Checked $iscc @("/Q", "/DAppVersion=$version", "packaging\windows\knaster-qt.iss")
Write-Output "built dist\knaster-qt-$version-windows-x64-setup.exe"
