package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// History dates every object, section and key: the first release that has it, the releases
// where it changed, and the last one when it is gone.
type History struct {
	Module   string            `json:"module"`
	About    string            `json:"about"`
	Releases []string          `json:"releases"`
	Failed   map[string]string `json:"failed,omitempty"`
	// OutOfLine lists releases left out of the dating: tagged after a higher version (v2.0.92
	// is the commit of v2.1.5), so "since" would claim a key for releases that lack it.
	OutOfLine map[string]string `json:"outOfLine,omitempty"`
	// SameCommit lists, for a tag that is the commit of another release, those other tags
	// (v2.0.92 and v2.1.5 are one commit): a reader running one runs the other.
	SameCommit map[string][]string `json:"sameCommit,omitempty"`
	Objects    map[string]*Dated   `json:"objects"`
	Sections   map[string]*Dated   `json:"sections"`
	Keys       map[string]*Dated   `json:"keys"`
}

type Dated struct {
	Since   string    `json:"since"`
	Last    string    `json:"last,omitempty"` // the last release that has it, when the newest does not
	Changes []*Change `json:"changes,omitempty"`
	// Absent lists the releases after Since that lack it (it came back later), or had it in
	// another section (In): [trace] provider was not in v2.0.2, apidoc.path was apidocs.path in v2.0.35.
	Absent []*Span `json:"absent,omitempty"`
	// First holds a key's facts in its first release (env, type, default, static, defaultFrom), with
	// "default:IMPORT_PATH" for each object of the section when their defaults differ: with
	// Changes, it gives the key as each release has it (the per-release loads check that).
	First map[string]string `json:"first,omitempty"`
}

// Span is a run of releases, From to Until.
type Span struct {
	From  string `json:"from"`
	Until string `json:"until"`
	In    string `json:"in,omitempty"`
}

type Change struct {
	Release string `json:"release"`
	Fact    string `json:"fact"` // default, type, env, priority, name, namespace, section
	From    string `json:"from"`
	To      string `json:"to"`
	// RunTime: one side is not a value in the source (an expression computed at run time),
	// so the change may be in the code only.
	RunTime bool `json:"runTime,omitempty"`
	// Objects names the objects whose default changed when the others' did not (the
	// go-restful [apidoc] path changed in v2.0.10, the gin one did not).
	Objects []string `json:"objects,omitempty"`
}

func runHistory(src source) error {
	started := time.Now()
	versions, err := src.versions()
	if err != nil {
		return err
	}
	h := &History{
		Module:   modulePath,
		About:    "When each config object, section and key of mcube appeared and changed, over every v2 release. Written by npm run facts -- history.",
		Failed:   map[string]string{},
		Objects:  map[string]*Dated{},
		Sections: map[string]*Dated{},
		Keys:     map[string]*Dated{},
	}
	type dated struct {
		facts *Facts
		time  string
	}
	var extracted []dated
	tagsOf := map[string][]string{}
	for _, version := range versions {
		rel, err := src.fetch(version)
		if err != nil {
			h.Failed[version] = err.Error()
			continue
		}
		facts, err := extract(rel)
		rel.cleanup()
		if err != nil {
			h.Failed[version] = err.Error()
			continue
		}
		extracted = append(extracted, dated{facts, rel.Time})
		if rel.Commit != "" {
			tagsOf[rel.Commit] = append(tagsOf[rel.Commit], version)
		}
		fmt.Fprintf(os.Stderr, "%s: %d objects\n", version, len(facts.Objects))
	}
	h.OutOfLine = map[string]string{}
	for i, release := range extracted {
		if i+1 < len(extracted) && later(release.time, extracted[i+1].time) {
			next := extracted[i+1].facts.Tag
			h.OutOfLine[release.facts.Tag] = "made after " + next + " (" + release.time[:10] + ")"
			continue
		}
		h.add(release.facts)
	}
	if len(h.OutOfLine) == 0 {
		h.OutOfLine = nil
	}
	h.SameCommit = sameCommit(tagsOf)
	h.closeGone()
	path := filepath.Join(repoRoot(), "facts", "history.json")
	if err := os.WriteFile(path, encode(h), 0o644); err != nil {
		return err
	}
	fmt.Printf("wrote %s: %d releases, %d keys, in %s\n", path, len(h.Releases), len(h.Keys), time.Since(started).Round(time.Second))
	return nil
}

// snapshot flattens one release's facts into comparable values by id.
func snapshot(f *Facts) (objects, sections, keys map[string]map[string]string) {
	objects, sections, keys = map[string]map[string]string{}, map[string]map[string]string{}, map[string]map[string]string{}
	for _, o := range f.Objects {
		facts := map[string]string{"name": o.Name, "namespace": o.Namespace, "priority": "unknown", "section": "none"}
		if o.Priority != nil {
			facts["priority"] = fmt.Sprint(*o.Priority)
		}
		if o.Section != nil {
			facts["section"] = *o.Section
		}
		objects[o.ImportPath] = facts
	}
	for name, s := range f.Sections {
		sections[name] = map[string]string{}
		for _, k := range s.Keys {
			env := "none"
			if k.Env != nil {
				env = *k.Env
			}
			facts := map[string]string{"default": k.Default, "type": k.Type, "env": env, "static": fmt.Sprint(k.Static == nil), "defaultFrom": k.DefaultFrom}
			objects := k.Objects
			if objects == nil {
				objects = s.Objects
			}
			for _, object := range objects {
				facts["default:"+object] = k.Default
				if v, ok := k.Variants[object]; ok {
					facts["default:"+object] = v
				}
			}
			keys[name+"."+k.Key] = facts
		}
	}
	return
}

var factOrder = []string{"section", "name", "namespace", "priority", "env", "type", "default"}

func (h *History) add(f *Facts) {
	objects, sections, keys := snapshot(f)
	previous := ""
	if len(h.Releases) > 0 {
		previous = h.Releases[len(h.Releases)-1]
	}
	h.Releases = append(h.Releases, f.Tag)
	renames := h.sectionRenames(objects, sections, previous)
	h.merge(h.Objects, objects, f.Tag, previous)
	h.carry(h.Sections, sections, renames, f.Tag, previous, func(id string) (string, string) { return id, "" }, false)
	h.merge(h.Sections, sections, f.Tag, previous)
	h.carry(h.Keys, keys, renames, f.Tag, previous, func(id string) (string, string) {
		i := strings.LastIndex(id, ".")
		return id[:i], id[i:]
	}, true)
	h.merge(h.Keys, keys, f.Tag, previous)
}

// sectionRenames maps the sections of the previous release that this one names differently
// (an object's section changed: [mongodb] → [mongo]) to their new names, nested tables included.
func (h *History) sectionRenames(objects, sections map[string]map[string]string, previous string) map[string]string {
	renames := map[string]string{}
	for path, facts := range objects {
		d := h.Objects[path]
		if d == nil || d.Last != previous || lastFacts[d]["section"] == facts["section"] {
			continue
		}
		from, to := lastFacts[d]["section"], facts["section"]
		for section, dated := range h.Sections {
			if dated.Last != previous {
				continue
			}
			if section == from {
				renames[from] = to
			} else if strings.HasPrefix(section, from+".") && sections[to+strings.TrimPrefix(section, from)] != nil {
				renames[section] = to + strings.TrimPrefix(section, from)
			}
		}
	}
	return renames
}

// carry records a section rename on the ids of the new section. A key keeps the history of its
// old id (keepSince: it existed before, under the old section's name); a section's history
// follows its name, so the new name starts at the rename. An id that returns to a name it had
// records where it was.
func (h *History) carry(dated map[string]*Dated, now map[string]map[string]string, renames map[string]string, release, previous string, split func(string) (string, string), keepSince bool) {
	for from, to := range renames {
		for id := range now {
			section, rest := split(id)
			old := dated[from+rest]
			if section != to || old == nil || old.Last != previous {
				continue
			}
			d := dated[id]
			if d != nil && d.Last == previous {
				continue // it was there under this name too
			}
			if d == nil && !keepSince {
				d = &Dated{Since: release}
				dated[id] = d
			} else if d == nil {
				d = &Dated{Since: old.Since, Changes: append([]*Change{}, old.Changes...), Absent: append([]*Span{}, old.Absent...), First: old.First}
				dated[id] = d
			} else if d.Last != previous {
				d.Absent = append(d.Absent, &Span{From: h.after(d.Last), Until: previous, In: from})
			}
			d.Changes = append(d.Changes, &Change{Release: release, Fact: "section", From: from, To: to})
			d.Last = previous
			lastFacts[d] = lastFacts[old]
		}
	}
}

// after is the release that follows one in h.Releases.
func (h *History) after(release string) string {
	for i, r := range h.Releases {
		if r == release && i+1 < len(h.Releases) {
			return h.Releases[i+1]
		}
	}
	return ""
}

// merge records new ids and changed facts; seen holds the facts of the newest release having it.
func (h *History) merge(dated map[string]*Dated, now map[string]map[string]string, release, previous string) {
	for id, facts := range now {
		d := dated[id]
		if d == nil {
			dated[id] = &Dated{Since: release, Last: release}
			if _, isKey := facts["env"]; isKey {
				dated[id].First = firstFacts(facts)
			}
			lastFacts[dated[id]] = facts
			continue
		}
		if d.Last != previous { // gone for a while, back now
			d.Absent = append(d.Absent, &Span{From: h.after(d.Last), Until: previous})
		}
		before := lastFacts[d]
		for _, fact := range factOrder {
			if to, ok := facts[fact]; ok && fact == "default" {
				runTime := before["static"] == "false" || facts["static"] == "false"
				d.Changes = append(d.Changes, defaultChanges(release, before, facts, runTime)...)
			} else if ok && before[fact] != to {
				d.Changes = append(d.Changes, &Change{Release: release, Fact: fact, From: before[fact], To: to})
			}
		}
		d.Last = release
		lastFacts[d] = facts
	}
}

var lastFacts = map[*Dated]map[string]string{}

// firstFacts keeps a key's facts, with each object's default only when they differ.
func firstFacts(facts map[string]string) map[string]string {
	first := map[string]string{}
	differ := false
	for fact, value := range facts {
		if strings.HasPrefix(fact, "default:") {
			differ = differ || value != facts["default"]
		} else {
			first[fact] = value
		}
	}
	for fact, value := range facts {
		if differ && strings.HasPrefix(fact, "default:") {
			first[fact] = value
		}
	}
	return first
}

// defaultChanges compares a key's default object by object: one change when every object that
// has it in both releases changed alike, else one per change, naming its objects.
func defaultChanges(release string, before, now map[string]string, runTime bool) []*Change {
	type fromTo struct{ from, to string }
	groups := map[fromTo][]string{}
	var order []fromTo
	common := 0
	for fact, to := range now {
		object, ok := strings.CutPrefix(fact, "default:")
		from, had := before[fact]
		if !ok || !had {
			continue
		}
		common++
		if from != to {
			ft := fromTo{from, to}
			if groups[ft] == nil {
				order = append(order, ft)
			}
			groups[ft] = append(groups[ft], object)
		}
	}
	if common == 0 && before["default"] != now["default"] { // no object in both: compare the first
		return []*Change{{Release: release, Fact: "default", From: before["default"], To: now["default"], RunTime: runTime}}
	}
	sort.Slice(order, func(i, j int) bool { return order[i].from+order[i].to < order[j].from+order[j].to })
	var changes []*Change
	for _, ft := range order {
		change := &Change{Release: release, Fact: "default", From: ft.from, To: ft.to, RunTime: runTime}
		if len(groups[ft]) < common {
			change.Objects = groups[ft]
			sort.Strings(change.Objects)
		}
		changes = append(changes, change)
	}
	return changes
}

func (h *History) closeGone() {
	newest := h.Releases[len(h.Releases)-1]
	for _, table := range []map[string]*Dated{h.Objects, h.Sections, h.Keys} {
		for _, d := range table {
			if d.Last == newest {
				d.Last = ""
			}
			sort.SliceStable(d.Changes, func(i, j int) bool { return semverLess(d.Changes[i].Release, d.Changes[j].Release) })
		}
	}
	if len(h.Failed) == 0 {
		h.Failed = nil
	}
}

// later compares two RFC 3339 times (time zones differ between tags).
func later(a, b string) bool {
	ta, errA := time.Parse(time.RFC3339, a)
	tb, errB := time.Parse(time.RFC3339, b)
	return errA == nil && errB == nil && ta.After(tb)
}

// sameCommit maps each tag that shares its commit with other tags to those tags.
func sameCommit(tagsOf map[string][]string) map[string][]string {
	same := map[string][]string{}
	for _, tags := range tagsOf {
		for _, tag := range tags {
			for _, other := range tags {
				if other != tag {
					same[tag] = append(same[tag], other)
				}
			}
		}
	}
	if len(same) == 0 {
		return nil
	}
	return same
}
