// Blocks and what their fences say: a Go block of a page as the manifest lists it, whether
// it is a whole file (or a .proto file of the program), and the files, programs and units
// (sets of packages under one root of the module example.com) the blocks become.

package main

import (
	"fmt"
	"regexp"
	"strings"
)

// Block is one fenced Go block of a page, as the manifest lists it.
type Block struct {
	Locale string            `json:"locale"`
	Page   string            `json:"page"`
	Source string            `json:"source"`
	Line   int               `json:"line"`
	Code   string            `json:"code"`
	Attrs  map[string]string `json:"attrs"`
}

func (b *Block) where() string { return fmt.Sprintf("%s:%d", b.Source, b.Line) }

// lineDirective makes the compiler report positions in the Markdown file: the line after
// the opening fence is the block's first line.
func (b *Block) lineDirective() string { return fmt.Sprintf("//line %s:%d\n", b.Source, b.Line+1) }

// file is one Go file of a unit, relative to the unit's root.
type file struct {
	path  string
	code  string
	block *Block
}

// unit is a set of packages under one root folder of the module example.com.
type unit struct {
	locale, page, program string
	root                  string
	files                 []file
	// pristine units are the pages' programs as shown, the ones the run checks start.
	pristine bool
	mistake  *Block
	// exempt is an exempt= block laid out only for its code links: never built, never checked.
	exempt *Block
	// declared holds the dir/name of what the shared fragments declare.
	declared map[string]bool
}

// alone is the mistake or exempt block a unit is laid out for, in a package set of its own.
func (u *unit) alone() *Block {
	if u.mistake != nil {
		return u.mistake
	}
	return u.exempt
}

func (u *unit) declare(dir string, names []string) {
	if u.declared == nil {
		u.declared = map[string]bool{}
	}
	for _, name := range names {
		u.declared[dir+"/"+name] = true
	}
}

func (u *unit) declaresAny(dir string, names []string) bool {
	for _, name := range names {
		if u.declared[dir+"/"+name] {
			return true
		}
	}
	return false
}

// program is the set of whole-file blocks of one page that share a program name.
type program struct {
	name  string
	root  string
	files []file
	// internal is true when its files import each other's packages (example.com/<root>/…),
	// so the root cannot be renamed.
	internal bool
}

// slug names a page's folder: framework/api/http -> framework-api-http.
func slug(page string) string { return strings.ReplaceAll(page, "/", "-") }

var packageClause = regexp.MustCompile(`(?m)^package\s+(\w+)`)

// isWholeFile says whether a block is a Go file: its first line that is not a comment is
// the package clause.
func isWholeFile(code string) bool {
	for _, line := range strings.Split(code, "\n") {
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || strings.HasPrefix(trimmed, "//") {
			continue
		}
		return strings.HasPrefix(trimmed, "package ")
	}
	return false
}

// isProto says whether a block is a protobuf file of a page's program (```protobuf
// title="pb/greeter.proto"): protoc generates its Go package before the build, as the page
// tells the reader to.
func isProto(b *Block) bool { return strings.HasSuffix(b.Attrs["title"], ".proto") }
