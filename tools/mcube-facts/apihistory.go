package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"
)

// APIHistory is facts/api-history.json: for every v2 release in line, the exported API that a
// program written against the release before it can no longer use (removed, renamed or with a
// new signature), in the packages the docs' Go blocks import.
type APIHistory struct {
	Module   string                 `json:"module"`
	About    string                 `json:"about"`
	Packages []string               `json:"packages"`
	Releases []string               `json:"releases"`
	Changes  map[string][]APIChange `json:"changes"`
}

// APIChange is one id of a release before that a reader's code may call: To is its new name
// when it was renamed (same owner, same signature), After its new signature, both empty when
// it is gone. A package gone whole has the id "path." and Before "package".
type APIChange struct {
	ID     string `json:"id"`
	Before string `json:"before"`
	After  string `json:"after,omitempty"`
	To     string `json:"to,omitempty"`
}

func runAPIHistory(src source) error {
	started := time.Now()
	pages, err := readPages()
	if err != nil {
		return err
	}
	covered := docPackages(pages)
	versions, err := src.versions()
	if err != nil {
		return err
	}
	type dated struct {
		version, time string
		api           API
	}
	var apis []dated
	for _, version := range versions {
		rel, err := src.fetch(version)
		if err != nil {
			return err
		}
		apis = append(apis, dated{version, rel.Time, apiOf(rel.Dir, modulePath)})
		rel.cleanup()
		fmt.Fprintf(os.Stderr, "%s: %d ids\n", version, len(apis[len(apis)-1].api.Sigs))
	}
	h := &APIHistory{
		Module:   modulePath,
		About:    "The exported API each v2 release removed, renamed or changed, in the packages the docs' Go blocks import. Written by npm run facts -- api-history.",
		Packages: covered,
		Changes:  map[string][]APIChange{},
	}
	var previous *API
	for i, d := range apis {
		if i+1 < len(apis) && later(d.time, apis[i+1].time) {
			continue // made after the next release (v2.0.92): history.json's outOfLine and sameCommit place it
		}
		h.Releases = append(h.Releases, d.version)
		if previous != nil {
			if changes := breaking(*previous, apis[i].api, covered); len(changes) > 0 {
				h.Changes[d.version] = changes
			}
		}
		previous = &apis[i].api
	}
	path := filepath.Join(repoRoot(), "facts", "api-history.json")
	if err := os.WriteFile(path, encode(h), 0o644); err != nil {
		return err
	}
	fmt.Printf("wrote %s: %d releases, %d with changes, in %s\n", path, len(h.Releases), len(h.Changes), time.Since(started).Round(time.Second))
	return nil
}

var importPath = regexp.MustCompile(`"(` + regexp.QuoteMeta(modulePath) + `[^"]*)"`)

// docPackages lists the mcube packages the docs' Go blocks import: what a reader's code calls.
func docPackages(pages []page) []string {
	seen := map[string]bool{}
	for _, b := range goBlocks(pages) {
		for _, m := range importPath.FindAllStringSubmatch(b.code, -1) {
			seen[m[1]] = true
		}
	}
	var list []string
	for p := range seen {
		list = append(list, p)
	}
	sort.Strings(list)
	return list
}

// breaking keeps the changes of the covered packages that stop a build: an id removed or
// changed. A removed id and an added one with the same owner, signature and a like name, the
// only such pair, is a rename; the methods and fields of a renamed type are not listed again.
func breaking(a, b API, covered []string) []APIChange {
	isCovered := map[string]bool{}
	for _, p := range covered {
		isCovered[p] = true
	}
	owner := func(id string) string { // the package and, for a method or field, its type
		if i := strings.LastIndex(id, "."); i > strings.Index(id, "|") {
			return id[:i]
		}
		return packageOf(id)
	}
	added := map[string][]string{} // owner + signature → added ids
	removed := map[string][]string{}
	changes := diffAPI(a, b)
	for _, c := range changes {
		switch {
		case c.before == "":
			added[owner(c.id)+" "+c.after] = append(added[owner(c.id)+" "+c.after], c.id)
		case c.after == "":
			removed[owner(c.id)+" "+c.before] = append(removed[owner(c.id)+" "+c.before], c.id)
		}
	}
	renamed := map[string]string{}
	for sig, ids := range removed {
		if len(ids) == 1 && len(added[sig]) == 1 && alike(name(ids[0]), name(added[sig][0])) {
			renamed[ids[0]] = added[sig][0]
		}
	}
	var out []APIChange
	for _, c := range changes {
		if c.before == "" || !isCovered[packageOf(c.id)] {
			continue
		}
		if to, ok := renamed[owner(c.id)]; ok && b.Sigs[to+c.id[len(owner(c.id)):]] == strings.ReplaceAll(c.before, name(owner(c.id)), name(to)) {
			continue // moved with its type
		}
		change := APIChange{ID: display(c.id, modulePath), Before: c.before, After: c.after}
		if to, ok := renamed[c.id]; ok {
			change.To = display(to, modulePath)
		}
		out = append(out, change)
	}
	return out
}

func name(id string) string { return id[strings.LastIndexAny(id, ".|")+1:] }

// alike: one name holds the other, or they differ in at most half the letters (Redist, Redis).
func alike(a, b string) bool {
	a, b = strings.ToLower(a), strings.ToLower(b)
	if strings.Contains(a, b) || strings.Contains(b, a) {
		return true
	}
	// Levenshtein distance, one row at a time
	row := make([]int, len(b)+1)
	for j := range row {
		row[j] = j
	}
	for i := 1; i <= len(a); i++ {
		diag := row[0]
		row[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			next := diag + cost
			if row[j]+1 < next {
				next = row[j] + 1
			}
			if row[j-1]+1 < next {
				next = row[j-1] + 1
			}
			diag, row[j] = row[j], next
		}
	}
	longer := len(a)
	if len(b) > longer {
		longer = len(b)
	}
	return 2*row[len(b)] <= longer
}
