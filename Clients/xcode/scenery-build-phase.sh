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
set -u

SCENERY="${SCENERY:-$(command -v scenery || true)}"
if [ -z "$SCENERY" ] || [ ! -x "$SCENERY" ]; then
    echo "warning: scenery is not installed; build it with swift build -c release (see README)"
    exit 0
fi

ROOT="${SCENERY_PROJECT:-${SRCROOT:?SRCROOT is set by Xcode}}"

"$SCENERY" generate "$ROOT" \
    --input-file-list "${SRCROOT}/scenery-inputs.xcfilelist" \
    --output-file-list "${SRCROOT}/scenery-outputs.xcfilelist" || exit 1
"$SCENERY" check "$ROOT" --reporter xcode
