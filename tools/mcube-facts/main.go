// Command mcube-facts reads mcube's config objects, sections and keys from the module's
// source at a release and writes, checks, compares and dates them for the docs.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	flags := flag.NewFlagSet("mcube-facts", flag.ExitOnError)
	gitDir := flags.String("git", "", "read releases from this git clone of github.com/infraboard/mcube instead of the Go module proxy")
	flags.Usage = func() {
		fmt.Fprint(os.Stderr, `usage: mcube-facts [-git DIR] COMMAND
  extract VERSION   write facts/mcube-VERSION.json
  check VERSION     fail when facts/mcube-VERSION.json is not the extractor's output
  history           write facts/history.json from every v2 release
  api-history       write facts/api-history.json: the API each v2 release removed or changed
  diff OLD NEW      print what changed between two releases (NEW may be "committed")
  loads [VERSION…]  build a program against each release (default: a sample) that loads every
                    key through the release's own loaders, and compare with facts/history.json
`)
	}
	if err := flags.Parse(os.Args[1:]); err != nil || flags.NArg() < 1 {
		flags.Usage()
		os.Exit(2)
	}
	// npm run facts runs from tools/mcube-facts; a relative -git path is meant from where npm ran.
	if *gitDir != "" && !filepath.IsAbs(*gitDir) && os.Getenv("INIT_CWD") != "" {
		*gitDir = filepath.Join(os.Getenv("INIT_CWD"), *gitDir)
	}
	src := source{gitDir: *gitDir}
	args := flags.Args()
	var err error
	switch {
	case args[0] == "extract" && len(args) == 2:
		err = runExtract(src, args[1])
	case args[0] == "check" && len(args) == 2:
		err = runCheck(src, args[1])
	case args[0] == "history" && len(args) == 1:
		err = runHistory(src)
	case args[0] == "loads":
		err = runLoads(src, args[1:])
	case args[0] == "api-history" && len(args) == 1:
		err = runAPIHistory(src)
	case args[0] == "diff" && len(args) == 3:
		err = runDiff(src, args[1], args[2])
	default:
		flags.Usage()
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "mcube-facts:", err)
		os.Exit(1)
	}
}

func factsPath(version string) string {
	return filepath.Join(repoRoot(), "facts", "mcube-"+version+".json")
}

func extractVersion(src source, version string) (*Facts, error) {
	rel, err := src.fetch(version)
	if err != nil {
		return nil, err
	}
	defer rel.cleanup()
	facts, err := extract(rel)
	if err != nil {
		return nil, err
	}
	return facts, applyManual(facts)
}

func encode(v any) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	_ = enc.Encode(v)
	return b.Bytes()
}

func runExtract(src source, version string) error {
	facts, err := extractVersion(src, version)
	if err != nil {
		return err
	}
	path := factsPath(version)
	if err := os.WriteFile(path, encode(facts), 0o644); err != nil {
		return err
	}
	fmt.Printf("wrote %s: %d objects, %d sections\n", path, len(facts.Objects), len(facts.Sections))
	return nil
}

func runCheck(src source, version string) error {
	facts, err := extractVersion(src, version)
	if err != nil {
		return err
	}
	committed, err := os.ReadFile(factsPath(version))
	if err != nil {
		return err
	}
	if !bytes.Equal(committed, encode(facts)) {
		return fmt.Errorf("%s is not the extractor's output for %s (run npm run facts -- extract %s and review the diff)", factsPath(version), version, version)
	}
	fmt.Printf("%s is the extractor's output for mcube %s\n", factsPath(version), version)
	return nil
}
