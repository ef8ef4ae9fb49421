; inherits: xml
; Storyboards and xibs are XML. Helix looks for a language's queries under the language's own name,
; so without this file the `storyboard` language would have the XML grammar and no highlighting.
