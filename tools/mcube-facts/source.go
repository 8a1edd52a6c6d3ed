package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

const modulePath = "github.com/infraboard/mcube/v2"

// source gives mcube's tree at a release: from the Go module cache (the default), or from a
// git clone of github.com/infraboard/mcube (-git DIR) where the module proxy is out of reach.
type source struct {
	gitDir string
}

type release struct {
	Version string
	Dir     string
	Commit  string
	Time    string // RFC 3339, when the release was made
	cleanup func()
}

func (s source) fetch(version string) (*release, error) {
	if s.gitDir != "" {
		return s.fetchGit(version)
	}
	cmd := exec.Command("go", "mod", "download", "-json", modulePath+"@"+version)
	cmd.Dir = os.TempDir() // outside any module, so no go.mod is read or changed
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = os.Stderr
	runErr := cmd.Run()
	var info struct {
		Version, Dir, Error, Time string
		Origin                    struct{ Hash string }
	}
	if err := json.Unmarshal(out.Bytes(), &info); err != nil {
		return nil, fmt.Errorf("go mod download %s: %v %v", version, runErr, err)
	}
	if info.Error != "" {
		return nil, fmt.Errorf("go mod download %s: %s (a git clone of mcube works too: -git DIR)", version, info.Error)
	}
	return &release{Version: info.Version, Dir: info.Dir, Commit: info.Origin.Hash, Time: info.Time, cleanup: func() {}}, nil
}

func (s source) fetchGit(version string) (*release, error) {
	commit, err := gitOutput(s.gitDir, "rev-parse", version+"^{commit}")
	if err != nil {
		return nil, err
	}
	when, err := gitOutput(s.gitDir, "log", "-1", "--format=%cI", commit)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "mcube-"+version+"-")
	if err != nil {
		return nil, err
	}
	archive := exec.Command("git", "-C", s.gitDir, "archive", "--format=tar", version)
	untar := exec.Command("tar", "-x", "-C", dir)
	pipe, err := archive.StdoutPipe()
	if err != nil {
		return nil, err
	}
	untar.Stdin = pipe
	if err := untar.Start(); err != nil {
		return nil, err
	}
	if err := archive.Run(); err != nil {
		return nil, fmt.Errorf("git archive %s: %w", version, err)
	}
	if err := untar.Wait(); err != nil {
		return nil, err
	}
	return &release{Version: version, Dir: dir, Commit: commit, Time: when, cleanup: func() { os.RemoveAll(dir) }}, nil
}

// versions lists mcube's v2 releases, oldest first.
func (s source) versions() ([]string, error) {
	var list []string
	if s.gitDir != "" {
		out, err := gitOutput(s.gitDir, "tag", "--list", "v2.*")
		if err != nil {
			return nil, err
		}
		list = strings.Fields(out)
	} else {
		cmd := exec.Command("go", "list", "-m", "-versions", modulePath)
		cmd.Dir = os.TempDir()
		cmd.Stderr = os.Stderr
		out, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("go list -m -versions: %w (a git clone of mcube works too: -git DIR)", err)
		}
		list = strings.Fields(string(out))[1:]
	}
	var releases []string
	for _, v := range list {
		if _, ok := parseSemver(v); ok {
			releases = append(releases, v)
		}
	}
	sort.Slice(releases, func(i, j int) bool { return semverLess(releases[i], releases[j]) })
	return releases, nil
}

func gitOutput(dir string, args ...string) (string, error) {
	out, err := exec.Command("git", append([]string{"-C", dir}, args...)...).Output()
	if err != nil {
		return "", fmt.Errorf("git %s: %w", strings.Join(args, " "), err)
	}
	return strings.TrimSpace(string(out)), nil
}

// parseSemver reads a release tag vX.Y.Z (pre-releases are not releases).
func parseSemver(v string) ([3]int, bool) {
	var parts [3]int
	fields := strings.Split(strings.TrimPrefix(v, "v"), ".")
	if !strings.HasPrefix(v, "v") || len(fields) != 3 {
		return parts, false
	}
	for i, field := range fields {
		n, err := strconv.Atoi(field)
		if err != nil {
			return parts, false
		}
		parts[i] = n
	}
	return parts, true
}

func semverLess(a, b string) bool {
	pa, _ := parseSemver(a)
	pb, _ := parseSemver(b)
	for i := range pa {
		if pa[i] != pb[i] {
			return pa[i] < pb[i]
		}
	}
	return false
}

// repoRoot is the docs repository (the tool runs from tools/mcube-facts).
func repoRoot() string {
	dir, _ := os.Getwd()
	for d := dir; d != filepath.Dir(d); d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "docusaurus.config.ts")); err == nil {
			return d
		}
	}
	return dir
}
