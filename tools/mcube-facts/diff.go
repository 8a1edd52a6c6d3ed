package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// runDiff prints what changed between two releases and which pages carry each fact.
// "committed" stands for the committed data file of the release the docs describe.
func runDiff(src source, older, newer string) error {
	a, aAPI, err := loadRelease(src, older)
	if err != nil {
		return err
	}
	b, bAPI, err := loadRelease(src, newer)
	if err != nil {
		return err
	}
	pages, err := readPages()
	if err != nil {
		return err
	}
	fmt.Printf("mcube %s → %s\n", label(older, a), label(newer, b))
	aObjects, aSections, aKeys := snapshot(a)
	bObjects, bSections, bKeys := snapshot(b)
	changes := 0
	changes += printChanges("objects", aObjects, bObjects, func(id string) []string { return []string{id} }, pages)
	changes += printChanges("sections", aSections, bSections, func(id string) []string { return []string{"[" + id + "]"} }, pages)
	changes += printChanges("keys", aKeys, bKeys, func(id string) []string {
		needles := []string{}
		for _, facts := range []map[string]string{aKeys[id], bKeys[id]} {
			if env := facts["env"]; env != "" && env != "none" {
				needles = append(needles, "`"+env+"`")
			}
		}
		section, key := id[:strings.LastIndex(id, ".")], id[strings.LastIndex(id, ".")+1:]
		return append(needles, "`["+section+"]`\x00| `"+key+"` |", tomlNeedle+id)
	}, pages)
	if aAPI != nil && bAPI != nil {
		changes += printAPIChanges(*aAPI, *bAPI, modulePath, pages)
	}
	if changes == 0 {
		fmt.Println("no change in objects, sections, keys or API")
	}
	return nil
}

// loadRelease gives a release's facts and, unless it is the committed file, its API.
func loadRelease(src source, arg string) (*Facts, *API, error) {
	if arg == "committed" {
		f, err := loadFacts(src, arg)
		return f, nil, err
	}
	rel, err := src.fetch(arg)
	if err != nil {
		return nil, nil, err
	}
	defer rel.cleanup()
	facts, err := extract(rel)
	if err == nil {
		err = applyManual(facts)
	}
	api := apiOf(rel.Dir, modulePath)
	return facts, &api, err
}

func label(arg string, f *Facts) string {
	if arg == "committed" {
		return f.Tag + " (committed)"
	}
	return f.Tag
}

func loadFacts(src source, arg string) (*Facts, error) {
	if arg != "committed" {
		return extractVersion(src, arg)
	}
	matches, _ := filepath.Glob(filepath.Join(repoRoot(), "facts", "mcube-v*.json"))
	if len(matches) != 1 {
		return nil, fmt.Errorf("expected one facts/mcube-VERSION.json, found %d", len(matches))
	}
	data, err := os.ReadFile(matches[0])
	if err != nil {
		return nil, err
	}
	var f Facts
	return &f, json.Unmarshal(data, &f)
}

type page struct{ path, locale, text string }

// readPages reads every doc page of both languages.
func readPages() ([]page, error) {
	root := repoRoot()
	var pages []page
	for locale, dir := range map[string]string{"en": "docs", "zh-Hans": "i18n/zh-Hans/docusaurus-plugin-content-docs/current"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !(strings.HasSuffix(path, ".md") || strings.HasSuffix(path, ".mdx")) {
				return err
			}
			data, err := os.ReadFile(path)
			rel, _ := filepath.Rel(root, path)
			pages = append(pages, page{path: filepath.ToSlash(rel), locale: locale, text: string(data)})
			return err
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Slice(pages, func(i, j int) bool { return pages[i].path < pages[j].path })
	return pages, nil
}

// carriers lists the pages that name a fact: any needle found, where "a\x00b" needs both.
func carriers(pages []page, needles []string, locale string) []string {
	var found []string
	for _, p := range pages {
		if p.locale != locale {
			continue
		}
		for _, needle := range needles {
			if strings.HasPrefix(needle, tomlNeedle) {
				if tomlKeys(p.text)[strings.TrimPrefix(needle, tomlNeedle)] {
					found = append(found, p.path)
					break
				}
				continue
			}
			all := true
			for _, part := range strings.Split(needle, "\x00") {
				all = all && strings.Contains(p.text, part)
			}
			if all {
				found = append(found, p.path)
				break
			}
		}
	}
	return found
}

func printChanges(title string, a, b map[string]map[string]string, needles func(string) []string, pages []page) int {
	ids := map[string]bool{}
	for id := range a {
		ids[id] = true
	}
	for id := range b {
		ids[id] = true
	}
	var sorted []string
	for id := range ids {
		sorted = append(sorted, id)
	}
	sort.Strings(sorted)
	var lines []string
	for _, id := range sorted {
		before, inA := a[id]
		after, inB := b[id]
		var change string
		switch {
		case !inA:
			change = "  + " + id + describe(after)
		case !inB:
			change = "  - " + id + describe(before)
		default:
			var parts []string
			for _, fact := range factOrder {
				if before[fact] != after[fact] {
					parts = append(parts, fmt.Sprintf("%s %s → %s", fact, before[fact], after[fact]))
				}
			}
			if len(parts) == 0 {
				continue
			}
			change = "  ~ " + id + ": " + strings.Join(parts, "; ")
		}
		lines = append(lines, change)
		for _, locale := range []string{"en", "zh-Hans"} {
			where := carriers(pages, needles(id), locale)
			if len(where) == 0 {
				where = []string{"no page"}
			}
			lines = append(lines, fmt.Sprintf("      %-7s %s", locale+":", strings.Join(where, ", ")))
		}
	}
	if len(lines) > 0 {
		fmt.Println(title)
		fmt.Println(strings.Join(lines, "\n"))
	}
	return len(lines)
}

func describe(facts map[string]string) string {
	var parts []string
	for _, fact := range factOrder {
		if v, ok := facts[fact]; ok {
			parts = append(parts, fact+" "+v)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// tomlNeedle marks a needle that is a section.key id to find in a page's TOML blocks.
const tomlNeedle = "\x01toml:"

var tomlFence = regexp.MustCompile("(?m)^```toml[^\\n]*\\n")
var tomlTable = regexp.MustCompile(`^\s*\[\s*([\w.]+)\s*\]`)
var tomlKey = regexp.MustCompile(`^\s*([\w-]+)\s*=`)

// tomlKeys lists the section.key ids the TOML blocks of a page set.
func tomlKeys(text string) map[string]bool {
	ids := map[string]bool{}
	for _, loc := range tomlFence.FindAllStringIndex(text, -1) {
		rest := text[loc[1]:]
		end := strings.Index(rest, "\n```")
		if end < 0 {
			continue
		}
		section := ""
		for _, line := range strings.Split(rest[:end], "\n") {
			if m := tomlTable.FindStringSubmatch(line); m != nil {
				section = m[1]
			} else if m := tomlKey.FindStringSubmatch(line); m != nil && section != "" {
				ids[section+"."+m[1]] = true
			}
		}
	}
	return ids
}
