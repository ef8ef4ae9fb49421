"""The custom requests answer what Protocol/schemas says they do."""

import json
import pathlib
import shutil

import jsonschema
from referencing import Registry, Resource

from test_protocol import RawServer

ROOT = pathlib.Path(__file__).parents[2]
SCHEMAS = ROOT / "Protocol" / "schemas"


def registry() -> Registry:
    resources = [(path.name, Resource.from_contents(json.loads(path.read_text()))) for path in SCHEMAS.glob("*.json")]
    return Registry().with_resources(resources)


def validate(instance, schema_name: str):
    schema = json.loads((SCHEMAS / schema_name).read_text())
    jsonschema.Draft202012Validator(schema, registry=registry()).validate(instance)


def test_custom_requests_match_their_schemas(tmp_path):
    project = tmp_path / "Showcase"
    shutil.copytree(ROOT / "Examples" / "Showcase", project)
    server = RawServer()
    try:
        server.initialize(project)
        server.request(2, "scenery/screens")
        screens = server.read_response(2)["result"]
        server.request(3, "scenery/navigationGraph", {})
        graph = server.read_response(3)["result"]
    finally:
        server.close()
    validate(screens, "screens.schema.json")
    validate(graph, "navigationGraph.schema.json")
    # The seven screens of its README and their base class, a view controller too.
    assert len(screens) == 8 and {edge["kind"] for edge in graph["edges"]} == {"create", "push", "present", "segue"}


def test_the_schemas_reject_a_wrong_answer():
    try:
        validate([{"name": "X"}], "screens.schema.json")
    except jsonschema.ValidationError:
        return
    raise AssertionError("a screen without location was accepted")
