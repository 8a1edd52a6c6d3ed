package main

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

// loadSample is the releases whose loads npm test compares with facts/history.json: the first
// release, the section and env renames (v2.0.5, v2.0.8, v2.0.12, v2.0.35), the release before
// [log] level became a string, v2.0.92 (the commit of v2.1.5) and v2.1.0.
var loadSample = []string{"v2.0.0", "v2.0.5", "v2.0.8", "v2.0.12", "v2.0.35", "v2.0.57", "v2.0.92", "v2.1.0"}

//go:embed testdata/loadprobe/main.go
var probeSource string

// probeLeaf is one field of a config object as the release's loaders set it (see the probe).
type probeLeaf struct {
	Object, Type, Field, Default string
	Env, File, EnvFails          []string
}

type probeOutput struct {
	Leaves   []*probeLeaf `json:"leaves"`
	Untested []string     `json:"untested"`
}

// runLoads builds the probe against each release, runs it, and compares what the release's
// own loaders read with what facts/history.json says of that release.
func runLoads(src source, versions []string) error {
	if len(versions) == 0 {
		versions = loadSample
	}
	raw, err := os.ReadFile(filepath.Join(repoRoot(), "facts", "history.json"))
	if err != nil {
		return err
	}
	var h History
	if err := json.Unmarshal(raw, &h); err != nil {
		return err
	}
	candidates := encode(loadCandidates(&h))
	type result struct {
		mismatches []string
		err        error
		took       time.Duration
		cached     bool
	}
	results := make([]result, len(versions))
	var wg sync.WaitGroup
	limit := make(chan struct{}, 2) // two at a time: builds are heavy
	for i, version := range versions {
		wg.Add(1)
		go func(i int, version string) {
			defer wg.Done()
			limit <- struct{}{}
			defer func() { <-limit }()
			started := time.Now()
			out, cached, err := probeRelease(src, version, candidates)
			results[i] = result{err: err, took: time.Since(started), cached: cached}
			if err == nil {
				results[i].mismatches = compareLoads(&h, version, out)
			}
		}(i, version)
	}
	wg.Wait()
	failed := 0
	for i, version := range versions {
		r := results[i]
		how := "built and run"
		if r.cached {
			how = "cached"
		}
		switch {
		case r.err != nil:
			failed++
			fmt.Printf("%s: %v\n", version, r.err)
		case len(r.mismatches) > 0:
			failed++
			fmt.Printf("%s: %d mismatches (%s in %s)\n", version, len(r.mismatches), how, r.took.Round(time.Second))
			for _, m := range r.mismatches {
				fmt.Println("  " + m)
			}
		default:
			fmt.Printf("%s: history.json agrees with the release's loaders (%s in %s)\n", version, how, r.took.Round(time.Second))
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d releases differ from facts/history.json", failed, len(versions))
	}
	return nil
}

// loadCandidates is every env variable and file key the history names, tried on each release
// besides the names the probe makes from the struct tags: an old name must be tried to show
// it stopped working.
func loadCandidates(h *History) map[string][]string {
	env, file := map[string]bool{}, map[string]bool{}
	for id, d := range h.Keys {
		file[id] = true
		env[d.First["env"]] = true
		for _, c := range d.Changes {
			if c.Fact == "env" {
				env[c.From], env[c.To] = true, true
			}
		}
	}
	delete(env, "none")
	delete(env, "")
	return map[string][]string{"env": sortedSet(env), "file": sortedSet(file)}
}

func sortedSet(set map[string]bool) []string {
	list := make([]string, 0, len(set))
	for s := range set {
		list = append(list, s)
	}
	sort.Strings(list)
	return list
}

// probeRelease gives the probe's output for a release, from the cache when the release's
// commit, the probe and the candidates are the same. Objects that register one name (the
// Kafka, NATS and RabbitMQ [bus]) cannot live in one program (v2.1.0 panics), so each
// variant gets a program of its own and the outputs are joined.
func probeRelease(src source, version string, candidates []byte) (*probeOutput, bool, error) {
	rel, err := src.fetch(version)
	if err != nil {
		return nil, false, err
	}
	defer rel.cleanup()
	facts, err := extract(rel)
	if err != nil {
		return nil, false, err
	}
	goVersion, _ := exec.Command("go", "env", "GOVERSION").Output()
	cacheRoot, err := os.UserCacheDir()
	if err != nil {
		cacheRoot = os.TempDir()
	}
	cacheDir := filepath.Join(cacheRoot, "mcube-docs", "loads")
	if err := os.MkdirAll(cacheDir, 0o755); err != nil {
		return nil, false, err
	}
	joined := &probeOutput{}
	seen := map[string]bool{}
	allCached := true
	for i, imports := range variantImports(facts) {
		program := strings.Replace(probeSource, "\t// IMPORTS: mcube-facts writes a blank import of every package under ioc/config and ioc/apps here.\n", imports, 1)
		sum := sha256.Sum256([]byte(rel.Commit + rel.Version + program + string(candidates) + string(goVersion)))
		cached := filepath.Join(cacheDir, version+"-"+hex.EncodeToString(sum[:8])+".json")
		raw, err := os.ReadFile(cached)
		if err != nil {
			allCached = false
			if raw, err = buildAndProbe(rel, program, candidates, filepath.Join(cacheDir, fmt.Sprintf("build-%s-%d", version, i))); err != nil {
				return nil, false, err
			}
			if err := os.WriteFile(cached, raw, 0o644); err != nil {
				return nil, false, err
			}
		}
		var out probeOutput
		if err := json.Unmarshal(raw, &out); err != nil {
			return nil, false, fmt.Errorf("probe output: %w", err)
		}
		for _, l := range out.Leaves {
			if id := l.Type + "." + l.Field; !seen[id] {
				seen[id] = true
				joined.Leaves = append(joined.Leaves, l)
			}
		}
		joined.Untested = append(joined.Untested, out.Untested...)
	}
	return joined, allCached, nil
}

// variantImports gives the blank imports of each program: the first holds every package that
// registers a config object and the first of each set of objects sharing a name; each next
// one the next of each set.
func variantImports(facts *Facts) []string {
	byName := map[string][]string{}
	var names []string
	for _, o := range facts.Objects {
		name := o.Namespace + "/" + o.Name
		if byName[name] == nil {
			names = append(names, name)
		}
		if !contains(byName[name], o.ImportPath) {
			byName[name] = append(byName[name], o.ImportPath)
		}
	}
	var programs []string
	for i := 0; ; i++ {
		var b strings.Builder
		for _, name := range names {
			if i < len(byName[name]) {
				fmt.Fprintf(&b, "\t_ %q\n", byName[name][i])
			}
		}
		if b.Len() == 0 {
			return programs
		}
		programs = append(programs, b.String())
	}
}

// buildAndProbe builds the probe in a module that replaces mcube with the release's source
// (its dependencies come from the Go module proxy, at the versions of the release's go.mod) and
// runs it. The build folder is kept per release, so go.sum is resolved once.
func buildAndProbe(rel *release, program string, candidates []byte, buildDir string) ([]byte, error) {
	if err := os.MkdirAll(buildDir, 0o755); err != nil {
		return nil, err
	}
	goMod := fmt.Sprintf("module loadprobe\n\ngo 1.21\n\nrequire %s v2.0.0\n\nreplace %s => %s\n", modulePath, modulePath, rel.Dir)
	files := map[string][]byte{"go.mod": []byte(goMod), "main.go": []byte(program), "candidates.json": candidates}
	if _, err := os.Stat(filepath.Join(buildDir, "go.sum")); err != nil {
		files["go.sum"], _ = os.ReadFile(filepath.Join(rel.Dir, "go.sum"))
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(buildDir, name), body, 0o644); err != nil {
			return nil, err
		}
	}
	for _, args := range [][]string{{"go", "mod", "tidy"}, {"go", "build", "-o", "loadprobe", "."}, {"./loadprobe", "candidates.json"}} {
		cmd := exec.Command(args[0], args[1:]...)
		cmd.Dir = buildDir
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			return nil, fmt.Errorf("%s in %s: %v\n%s", strings.Join(args, " "), buildDir, err, lastLines(stderr.String(), 15))
		}
		if args[0] == "./loadprobe" {
			// What the loaders returned for each env variable that made them fail, for reading.
			return stdout.Bytes(), os.WriteFile(filepath.Join(buildDir, "loadprobe.log"), stderr.Bytes(), 0o644)
		}
	}
	return nil, nil
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// keyState is a key as facts/history.json says one release has it.
type keyState map[string]string

// stateAt gives the keys the history says a release has, with their facts. A tag left out of
// the dating (v2.0.92) is read as the release of its commit (v2.1.5).
func stateAt(h *History, version string) (map[string]keyState, string) {
	index := map[string]int{}
	for i, r := range h.Releases {
		index[r] = i
	}
	if _, ok := index[version]; !ok {
		for _, other := range h.SameCommit[version] {
			if _, ok := index[other]; ok {
				version = other
			}
		}
	}
	at, ok := index[version]
	if !ok {
		return nil, version
	}
	states := map[string]keyState{}
	for id, d := range h.Keys {
		if index[d.Since] > at || (d.Last != "" && index[d.Last] < at) {
			continue
		}
		absent := false
		for _, gap := range d.Absent {
			absent = absent || (index[gap.From] <= at && at <= index[gap.Until])
		}
		if absent {
			continue
		}
		state := keyState{}
		for fact, value := range d.First {
			state[fact] = value
		}
		for _, c := range d.Changes {
			if index[c.Release] > at {
				continue
			}
			switch {
			case c.Fact == "default" && len(c.Objects) > 0:
				for _, object := range c.Objects {
					state["default:"+object] = c.To
				}
			case c.Fact == "default":
				for fact := range state {
					if strings.HasPrefix(fact, "default:") {
						state[fact] = c.To
					}
				}
				state["default"] = c.To
			case c.Fact == "env" || c.Fact == "type":
				state[c.Fact] = c.To
			}
		}
		states[idAt(d, id, at, index)] = state
	}
	return states, version
}

// idAt is a key's id in a release: a key of a renamed section keeps the history of its old id,
// so before the rename it is under the old section's name ([mongo] endpoints was [mongodb]
// endpoints before v2.0.12). A move back to a name it had is its absent span, not a rename.
func idAt(d *Dated, id string, at int, index map[string]int) string {
	for _, c := range d.Changes {
		returns := false
		for _, gap := range d.Absent {
			returns = returns || gap.In == c.From
		}
		if c.Fact == "section" && !returns && index[c.Release] > at && strings.HasPrefix(id, c.To+".") {
			return c.From + strings.TrimPrefix(id, c.To)
		}
	}
	return id
}

// compareLoads lists where facts/history.json and the release's loaders disagree: keys a
// TOML file sets, each key's env variable, the old env variable of a rename (it must have
// stopped working), and literal defaults, object by object.
func compareLoads(h *History, version string, out *probeOutput) []string {
	states, dated := stateAt(h, version)
	if states == nil {
		return []string{"facts/history.json does not date " + version}
	}
	leavesOf := map[string][]*probeLeaf{}
	for _, l := range out.Leaves {
		for _, key := range l.File {
			leavesOf[strings.ToLower(key)] = append(leavesOf[strings.ToLower(key)], l)
		}
	}
	untested := map[string]bool{}
	for _, u := range out.Untested {
		if key, ok := strings.CutPrefix(u, "file "); ok {
			untested[strings.ToLower(key[:strings.Index(key, ":")])] = true
		}
	}
	var mismatches []string
	for id := range leavesOf {
		if !hasKeyFold(states, id) {
			mismatches = append(mismatches, fmt.Sprintf("a TOML file sets %s on %s; history.json lacks it", id, version))
		}
	}
	for id, state := range states {
		leaves := leavesOf[strings.ToLower(id)]
		if len(leaves) == 0 {
			if !untested[strings.ToLower(id)] {
				mismatches = append(mismatches, fmt.Sprintf("history.json has %s on %s; a TOML file setting it changes nothing", id, version))
			}
			continue
		}
		env := state["env"]
		for _, l := range leaves {
			reads := strings.Join(l.Env, ", ")
			switch {
			case env == "none" && len(l.Env) > 0:
				mismatches = append(mismatches, fmt.Sprintf("%s on %s: history.json has no env variable; %s reads %s", id, version, l.Field, reads))
			case env != "none" && !contains(l.Env, env):
				mismatches = append(mismatches, fmt.Sprintf("%s on %s: history.json says %s; %s reads %s", id, version, env, l.Field, orName(reads, "none")))
			}
			want, ok := state["default:"+l.Type[:strings.LastIndex(l.Type, ".")]]
			if !ok {
				want = state["default"]
			}
			// A default set by a method when the field is empty (Init) is not there after registration.
			if isLiteral(want) && state["defaultFrom"] == "" && want != l.Default {
				mismatches = append(mismatches, fmt.Sprintf("%s on %s: history.json's default %s; %s is %s after registration", id, version, want, l.Type+"."+l.Field, l.Default))
			}
		}
		for _, c := range h.Keys[id].Changes {
			if c.Release == dated && c.Fact == "env" && c.From != "none" {
				for _, l := range leaves {
					if contains(l.Env, c.From) {
						mismatches = append(mismatches, fmt.Sprintf("%s on %s: history.json says %s replaced %s; %s still works", id, version, c.To, c.From, c.From))
					}
				}
			}
		}
	}
	sort.Strings(mismatches)
	return mismatches
}

func hasKeyFold(states map[string]keyState, id string) bool {
	for key := range states {
		if strings.EqualFold(key, id) {
			return true
		}
	}
	return false
}

// isLiteral tells a default the source gives as a value from an expression computed at run time.
func isLiteral(v string) bool {
	if _, err := strconv.Unquote(v); err == nil {
		return true
	}
	if _, err := strconv.ParseFloat(v, 64); err == nil {
		return true
	}
	if _, err := time.ParseDuration(v); err == nil {
		return true
	}
	return v == "true" || v == "false" || v == "nil" || strings.HasPrefix(v, "[") || strings.HasPrefix(v, "{")
}
