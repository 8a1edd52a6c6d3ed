package main

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"sort"
)

// manual.json holds the defaults the source cannot give statically (values computed at run
// time or defined outside mcube), read once from mcube's dependencies and behaviour. An
// entry applies only while the extractor still finds the same expression, so a change
// upstream shows up instead of an old value.
//
//go:embed manual.json
var manualJSON []byte

type manualEntry struct {
	Expr    string `json:"expr"`
	Default string `json:"default"`
}

func applyManual(facts *Facts) error {
	manual := map[string]manualEntry{}
	if err := json.Unmarshal(manualJSON, &manual); err != nil {
		return fmt.Errorf("manual.json: %w", err)
	}
	used := map[string]bool{}
	for name, section := range facts.Sections {
		for _, key := range section.Keys {
			id := name + "." + key.Key
			entry, ok := manual[id]
			if !ok || key.Static == nil || entry.Expr != key.Default {
				continue
			}
			key.Default = entry.Default
			used[id] = true
		}
	}
	var stale []string
	for id := range manual {
		if !used[id] {
			stale = append(stale, id)
		}
	}
	sort.Strings(stale)
	if len(stale) > 0 && facts.Tag == manualVersion {
		return fmt.Errorf("manual.json entries no longer match the source of %s: %v", facts.Tag, stale)
	}
	return nil
}

// manualVersion is the release the manual values were read for.
const manualVersion = "v2.1.10"
