// The code links file (examples/code-links.json, committed): per block, keyed by a hash of
// its code, the ranges of its linked identifiers, each with the index of its target (a
// pkg.go.dev address and the declaration's one-line signature). Blocks the same in both
// languages share one entry. The site reads it when it renders the pages, and a content
// check finds the blocks whose code no longer has an entry.

package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
)

// codeKey names a block's code in the file: the first 16 hex digits of the SHA-256 of the
// code without its last line break (the code the site's code block renders).
func codeKey(code string) string {
	sum := sha256.Sum256([]byte(strings.TrimSuffix(code, "\n")))
	return hex.EncodeToString(sum[:])[:16]
}

// linksFile writes the collected links as the file's text, one block and one target to a
// line, and returns the problems: the same code linked two ways on two pages.
func (c *linkCollector) linksFile() (string, []string) {
	blocks := map[string][]link{}
	where := map[string]string{}
	var problems []string
	for b, links := range c.byBlock {
		key, list := codeKey(b.Code), sortedLinks(links)
		if previous, ok := blocks[key]; ok && fmt.Sprint(previous) != fmt.Sprint(list) {
			problems = append(problems, fmt.Sprintf("%s: the same code as %s, but its identifiers mean other declarations: make one of the blocks differ", b.where(), where[key]))
		}
		blocks[key], where[key] = list, b.where()
	}
	targets := map[[2]string]int{}
	var targetList [][2]string
	for _, list := range blocks {
		for _, l := range list {
			targets[[2]string{l.url, l.signature}] = 0
		}
	}
	for t := range targets {
		targetList = append(targetList, t)
	}
	sort.Slice(targetList, func(i, j int) bool { return targetList[i][0] < targetList[j][0] })
	for i, t := range targetList {
		targets[t] = i
	}
	keys := make([]string, 0, len(blocks))
	for key := range blocks {
		keys = append(keys, key)
	}
	sort.Strings(keys)

	var out strings.Builder
	out.WriteString("{\n  \"about\": \"Written by npm run examples: the identifiers of each Go block (by a hash of its code) that link to pkg.go.dev, as [line, column, length, target].\",\n  \"targets\": [\n")
	for i, t := range targetList {
		data, _ := json.Marshal(t)
		out.WriteString("    " + string(data) + comma(i, len(targetList)) + "\n")
	}
	out.WriteString("  ],\n  \"blocks\": {\n")
	for i, key := range keys {
		ranges := [][4]int{}
		for _, l := range blocks[key] {
			ranges = append(ranges, [4]int{l.line, l.column, l.length, targets[[2]string{l.url, l.signature}]})
		}
		data, _ := json.Marshal(ranges)
		out.WriteString(fmt.Sprintf("    %q: %s%s\n", key, data, comma(i, len(keys))))
	}
	out.WriteString("  }\n}\n")
	return out.String(), problems
}

func comma(i, n int) string {
	if i < n-1 {
		return ","
	}
	return ""
}

// printLinks says per language how many uses are links and how many stay plain, and why.
func (c *linkCollector) printLinks() {
	linked := map[string]int{}
	for b, links := range c.byBlock {
		linked[b.Locale] += len(sortedLinks(links))
	}
	locales := make([]string, 0, len(linked))
	for locale := range linked {
		locales = append(locales, locale)
	}
	sort.Strings(locales)
	for _, locale := range locales {
		fmt.Printf("%s: %d uses of exported identifiers linked to pkg.go.dev", locale, linked[locale])
		reasons := make([]string, 0, len(c.plain[locale]))
		for reason := range c.plain[locale] {
			reasons = append(reasons, reason)
		}
		sort.Strings(reasons)
		for _, reason := range reasons {
			fmt.Printf("; %d plain, %s", c.plain[locale][reason], reason)
		}
		fmt.Println()
	}
}

// writeLinks type-checks every package set and writes the code links file; a mistake's or
// an exempt block's links what the type checker resolves.
func writeLinks(batches []*batch, file string) {
	c := newLinkCollector(buildModules())
	for _, b := range batches {
		must(c.collect(b, b.units[0].alone() != nil))
	}
	text, problems := c.linksFile()
	var urls []string
	for _, links := range c.byBlock {
		for _, l := range links {
			if l.url != "" {
				urls = append(urls, l.url)
			}
		}
	}
	problems = append(problems, unknownAnchors(urls, moduleDirs())...)
	if len(problems) > 0 {
		fail(problems)
	}
	must(os.WriteFile(file, []byte(text), 0o644))
	c.printLinks()
}
