// Writing package sets: units go into modules named example.com on disk (batches) whose
// roots do not collide, with protoc run on their .proto files, and programs.json tells the
// run checks where each page's programs are.

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// batch is one module example.com on disk: units whose roots do not collide.
type batch struct {
	dir   string
	units []*unit
}

func writeBatches(units []*unit, goMod, goSum []byte, outDir string) []*batch {
	modBody := goMod[bytes.IndexByte(goMod, '\n'):]
	var batches []*batch
	place := func(u *unit) *batch {
		if alone := u.alone(); alone != nil {
			b := &batch{dir: filepath.Join(outDir, u.locale, "mistakes", fmt.Sprintf("%s-l%d", slug(u.page), alone.Line))}
			batches = append(batches, b)
			return b
		}
		for _, b := range batches {
			if b.units == nil || b.units[0].alone() != nil || b.units[0].locale != u.locale {
				continue
			}
			free := true
			for _, other := range b.units {
				if other.root == u.root || strings.HasPrefix(other.root, u.root+"/") || strings.HasPrefix(u.root, other.root+"/") {
					free = false
					break
				}
			}
			if free {
				return b
			}
		}
		b := &batch{dir: filepath.Join(outDir, u.locale, fmt.Sprintf("set%d", len(batches)+1))}
		batches = append(batches, b)
		return b
	}
	for _, u := range units {
		b := place(u)
		b.units = append(b.units, u)
		for _, f := range u.files {
			code := f.code
			if !strings.HasPrefix(code, "//line ") && isWholeFile(code) {
				code = f.block.lineDirective() + code
			}
			target := filepath.Join(b.dir, u.root, filepath.FromSlash(f.path))
			must(os.MkdirAll(filepath.Dir(target), 0o755))
			must(os.WriteFile(target, []byte(code), 0o644))
		}
		generateProto(filepath.Join(b.dir, u.root), u.files, outDir)
		must(os.WriteFile(filepath.Join(b.dir, "go.mod"), append([]byte("module example.com\n"), modBody...), 0o644))
		must(os.WriteFile(filepath.Join(b.dir, "go.sum"), goSum, 0o644))
	}
	return batches
}

// generateProto runs protoc on a unit's .proto files with the command the gRPC page gives
// the reader, using the protoc-gen-go and protoc-gen-go-grpc versions examples/go.mod pins
// as tools (Debian's protoc, package protobuf-compiler, does the parsing).
func generateProto(root string, files []file, outDir string) {
	var protos []string
	for _, f := range files {
		if isProto(f.block) {
			protos = append(protos, f.path)
		}
	}
	if len(protos) == 0 {
		return
	}
	plugins := filepath.Join(outDir, "tools")
	if _, err := os.Stat(filepath.Join(plugins, "protoc-gen-go-grpc")); err != nil {
		if out, err := run(".", "build", "-o", plugins+"/", "google.golang.org/protobuf/cmd/protoc-gen-go", "google.golang.org/grpc/cmd/protoc-gen-go-grpc"); err != nil {
			must(fmt.Errorf("building the protoc plugins: %v\n%s", err, out))
		}
	}
	args := []string{
		"--plugin=protoc-gen-go=" + filepath.Join(plugins, "protoc-gen-go"),
		"--plugin=protoc-gen-go-grpc=" + filepath.Join(plugins, "protoc-gen-go-grpc"),
		"--go_out=.", "--go_opt=paths=source_relative",
		"--go-grpc_out=.", "--go-grpc_opt=paths=source_relative",
	}
	cmd := exec.Command("protoc", append(args, protos...)...)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		must(fmt.Errorf("%s: protoc: %v\n%s", files[0].block.where(), err, out))
	}
}

// writeIndex tells the run checks where each page's programs are, as shown on the page.
func writeIndex(batches []*batch, outDir string) {
	type entry struct {
		Locale  string `json:"locale"`
		Page    string `json:"page"`
		Program string `json:"program"`
		Dir     string `json:"dir"`
		Package string `json:"package"`
	}
	var entries []entry
	for _, b := range batches {
		for _, u := range b.units {
			if u.pristine {
				entries = append(entries, entry{u.locale, u.page, u.program, b.dir, "./" + u.root})
			}
		}
	}
	data, err := json.MarshalIndent(entries, "", "  ")
	must(err)
	must(os.WriteFile(filepath.Join(outDir, "programs.json"), data, 0o644))
}
