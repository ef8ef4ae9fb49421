#!/bin/sh
# Xcode Run Script build phase for Scenery: regenerate the factories, then report every place
# where code and storyboards disagree, inline in Xcode (`path:line:col: error: message [rule]`).
#
# Build phase settings:
#   Shell:              /bin/sh
#   Script:             "${SRCROOT}/Clients/xcode/scenery-build-phase.sh"   (wherever you keep it)
#   Input File Lists:   $(SRCROOT)/scenery-inputs.xcfilelist
#   Output File Lists:  $(SRCROOT)/scenery-outputs.xcfilelist
#   Uncheck "Based on dependency analysis" only if you do not use the file lists.
# The script rewrites both lists on every run, so Xcode skips the phase until an input changes.
# Xcode reads the lists before running the phase and fails the build when one is missing: make them
# once, in the folder of the .xcodeproj, and commit them:
#   scenery generate --input-file-list scenery-inputs.xcfilelist --output-file-list scenery-outputs.xcfilelist
# It reads every Swift file, storyboard and xib and writes the lists: set User Script Sandboxing
# (ENABLE_USER_SCRIPT_SANDBOXING, on by default since Xcode 15) to No for the target.
set -u

SCENERY="${SCENERY:-$(command -v scenery || true)}"
if [ -z "$SCENERY" ] || [ ! -x "$SCENERY" ]; then
    echo "warning: scenery is not installed; see README, Install (or set SCENERY to the executable)"
    exit 0
fi

if [ "${ENABLE_USER_SCRIPT_SANDBOXING:-NO}" = "YES" ]; then
    echo "error: Scenery's build phase reads every source and storyboard and rewrites its file lists, which User Script Sandboxing forbids: set ENABLE_USER_SCRIPT_SANDBOXING = NO for this target (Build Settings > User Script Sandboxing)"
    exit 1
fi

ROOT="${SCENERY_PROJECT:-${SRCROOT:?SRCROOT is set by Xcode}}"

"$SCENERY" generate "$ROOT" \
    --input-file-list "${SRCROOT}/scenery-inputs.xcfilelist" \
    --output-file-list "${SRCROOT}/scenery-outputs.xcfilelist" || exit 1
"$SCENERY" check "$ROOT" --reporter xcode
