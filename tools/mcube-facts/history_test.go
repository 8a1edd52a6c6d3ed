package main

import (
	"reflect"
	"testing"
)

// release builds the facts of one release: one object per section, each section with its keys.
func releaseFacts(tag string, sections map[string][]string) *Facts {
	f := &Facts{Tag: tag, Sections: map[string]*Section{}}
	for name, keys := range sections {
		section := name
		f.Objects = append(f.Objects, &Object{ImportPath: "m/" + name, Name: name, Section: &section})
		s := &Section{}
		for _, k := range keys {
			env := "E_" + k
			s.Keys = append(s.Keys, &Key{Key: k, Env: &env, Type: "string", Default: `""`})
		}
		f.Sections[name] = s
	}
	return f
}

// History dates a key through a gap, a section rename and a rename back.
func TestHistoryGapsAndRenames(t *testing.T) {
	lastFacts = map[*Dated]map[string]string{}
	h := &History{Objects: map[string]*Dated{}, Sections: map[string]*Dated{}, Keys: map[string]*Dated{}}
	h.add(releaseFacts("v1.0.0", map[string][]string{"trace": {"provider"}, "mongodb": {"endpoints"}, "doc": {"path"}}))
	h.add(releaseFacts("v1.0.1", map[string][]string{"mongodb": {"endpoints"}, "doc": {"path"}})) // [trace] gone
	mongo := releaseFacts("v1.0.2", map[string][]string{"trace": {"provider"}, "mongo": {"endpoints"}, "docs": {"path"}})
	// the objects keep their import path: [mongodb] is now [mongo], [doc] is [docs]
	for _, o := range mongo.Objects {
		switch o.Name {
		case "mongo":
			o.ImportPath = "m/mongodb"
		case "docs":
			o.ImportPath = "m/doc"
		}
	}
	h.add(mongo)
	back := releaseFacts("v1.0.3", map[string][]string{"trace": {"provider"}, "mongo": {"endpoints"}, "doc": {"path"}})
	for _, o := range back.Objects {
		if o.Name == "mongo" {
			o.ImportPath = "m/mongodb"
		}
	}
	h.add(back)
	h.closeGone()

	if got := h.Keys["trace.provider"].Absent; !reflect.DeepEqual(got, []*Span{{From: "v1.0.1", Until: "v1.0.1"}}) {
		t.Errorf("trace.provider absent %v", got)
	}
	endpoints := h.Keys["mongo.endpoints"]
	if endpoints.Since != "v1.0.0" || len(endpoints.Changes) != 1 || !reflect.DeepEqual(endpoints.Changes[0], &Change{Release: "v1.0.2", Fact: "section", From: "mongodb", To: "mongo"}) {
		t.Errorf("mongo.endpoints %+v %+v", endpoints, endpoints.Changes)
	}
	path := h.Keys["doc.path"]
	if path.Since != "v1.0.0" || path.Last != "" || !reflect.DeepEqual(path.Absent, []*Span{{From: "v1.0.2", Until: "v1.0.2", In: "docs"}}) {
		t.Errorf("doc.path %+v absent %v", path, path.Absent)
	}
	// A section's history follows its name: [mongo] starts at the rename, which it records.
	mongoSection := h.Sections["mongo"]
	if h.Sections["mongodb"].Last != "v1.0.1" || mongoSection.Since != "v1.0.2" || len(mongoSection.Changes) != 1 || mongoSection.Changes[0].From != "mongodb" {
		t.Errorf("sections mongodb %+v mongo %+v", h.Sections["mongodb"], h.Sections["mongo"])
	}
}

func TestDefaultChangesNameTheObjectsThatChanged(t *testing.T) {
	before := map[string]string{"default": `""`, "default:m/gin": `""`, "default:m/restful": `""`}
	now := map[string]string{"default": `""`, "default:m/gin": `""`, "default:m/restful": `"/apidocs.json"`}
	got := defaultChanges("v1.0.1", before, now, false)
	if len(got) != 1 || !reflect.DeepEqual(got[0].Objects, []string{"m/restful"}) || got[0].To != `"/apidocs.json"` {
		t.Errorf("one object changed: %+v", got)
	}
	now["default:m/gin"] = `"/apidocs.json"`
	if got := defaultChanges("v1.0.1", before, now, false); len(got) != 1 || got[0].Objects != nil {
		t.Errorf("every object changed alike: %+v", got)
	}
}
