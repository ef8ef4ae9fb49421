@_spi(Scenery) @testable import SceneryChecks
import Testing

/// The fix "Use 'Settings'" is offered for the one candidate closest to a misspelt name, when it
/// is close enough to be a typo.
@Suite struct SpellingTests {
    @Test func theOneClosestCandidateWithinAThirdOfTheWordIsTheAnswer() {
        #expect(Spelling.closest(to: "Setings", in: ["Profile", "Settings", "Main"]) == "Settings")
        // Case does not count.
        #expect(Spelling.closest(to: "settings", in: ["Settings", "Onboarding"]) == "Settings")
        // Farther than a third of the word (at least two edits): no fix.
        #expect(Spelling.closest(to: "Main", in: ["Profile", "Onboarding"]) == nil)
    }

    @Test func twoCandidatesAsCloseAreNoFix() {
        #expect(Spelling.closest(to: "Cart", in: ["Card", "Care"]) == nil)
        // One closer than the tie wins.
        #expect(Spelling.closest(to: "Cart", in: ["Card", "Care", "CART"]) == "CART")
        // Candidates much longer or shorter are skipped unread, and change nothing.
        #expect(Spelling.closest(to: "Cart", in: ["Card", "ShoppingCartViewController", "C"]) == "Card")
    }

    @Test func distanceCountsEditsOverCharacters() {
        #expect(Spelling.distance(Array("kitten"), Array("sitting")) == 3)
        #expect(Spelling.distance(Array(""), Array("abc")) == 3)
        #expect(Spelling.distance(Array("café"), Array("cafe")) == 1)
    }
}
