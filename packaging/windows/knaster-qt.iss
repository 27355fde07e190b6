; Inno Setup 6 script: the Windows installer for the one-folder bundle dist\knaster-qt.
;
;   iscc /DAppVersion=0.1.0 packaging\windows\knaster-qt.iss
;
; build_installer.ps1 builds the bundle, smoke-tests it, reads the version from
; pyproject.toml (the only place it is written) and runs this. The installer goes to
; dist\knaster-qt-VERSION-windows-x64-setup.exe. Per-user install by default (no admin
; prompt); the user may choose an install for all users instead.

#ifndef AppVersion
  #error Pass the version from pyproject.toml: iscc /DAppVersion=X.Y.Z knaster-qt.iss
#endif

#define AppName "Knaster Qt"
#define AppExe "knaster-qt.exe"
; The bundle to wrap; packaging/windows/build_wine.py passes its own with /DBundle=...
#ifndef Bundle
  #define Bundle "..\..\dist\knaster-qt"
#endif

[Setup]
; The AppId ties upgrades and the uninstaller together: never change it.
AppId={{5B0F3C1E-8D2A-4E7B-9C61-2A4D8E3F7B90}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Knaster Qt developers
AppPublisherURL=https://github.com/knasterqt/knaster-qt
AppSupportURL=https://github.com/knasterqt/knaster-qt/issues
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64
ArchitecturesInstallIn64BitMode=x64
OutputDir=..\..\dist
OutputBaseFilename=knaster-qt-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\resources\icons\knaster-qt.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole bundle: knaster-qt.exe (windowed), knaster-qt-cli.exe (console, for
; --version and the headless subcommands) and _internal\ with Python, Qt and resources.
Source: "{#Bundle}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Play the dice game Knaster"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Python may write __pycache__ folders next to the bundle's modules at run time.
Type: filesandordirs; Name: "{app}\_internal"
