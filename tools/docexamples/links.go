// Code links: once the blocks build, the type checker says which declaration each
// identifier of a block means (go/types Info.Uses of the compiled packages). Every use of an
// exported identifier of a module the pages import becomes a link to its documentation on
// pkg.go.dev at the version the examples build against; the site draws the links from the
// file this writes (see codelinks.go for its form).

package main

import (
	"fmt"
	"go/ast"
	"go/scanner"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf16"

	"golang.org/x/tools/go/packages"
)

// link is one identifier of a block: where it is in the block's own text (line from 1,
// column in UTF-16 code units from 0, as the site's JavaScript counts) and what it means.
type link struct {
	line, column, length int
	url, signature       string
}

// plain reasons: why an exported identifier a block uses is not a link.
const (
	plainOwn      = "declared on the page (the reader's own code)"
	plainStd      = "of the standard library"
	plainNoAnchor = "a method or field of an unexported or unnamed type: pkg.go.dev has no anchor for it"
	plainUnplaced = "not found on its line of the block"
)

// linkCollector gathers the links of every block, once per block however many package
// sets compile it, and counts the uses per language that stay plain, by reason.
type linkCollector struct {
	modules map[string]string // module path → version the examples build against
	byBlock map[*Block]map[[2]int]link
	plain   map[string]map[string]int // locale → reason → uses
	fields  map[*types.Var]*types.TypeName
	fset    *token.FileSet // of every package loaded, their dependencies' export data too
}

func newLinkCollector(modules map[string]string) *linkCollector {
	return &linkCollector{modules: modules, byBlock: map[*Block]map[[2]int]link{}, plain: map[string]map[string]int{}, fields: map[*types.Var]*types.TypeName{}, fset: token.NewFileSet()}
}

// buildModules lists the modules of the build and their versions (`go list -m all` in the
// template's folder, the current one).
func buildModules() map[string]string {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Path}} {{.Version}}", "all").Output()
	must(err)
	modules := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if module, version, ok := strings.Cut(line, " "); ok && version != "" {
			modules[module] = version
		}
	}
	return modules
}

// collect type-checks the packages of a package set and reads the uses in the files that
// show a block as the page does: a whole file left as written, or a wrapped fragment. A
// package set that fails on purpose (a mistake, an exempt block) links what resolves.
func (c *linkCollector) collect(b *batch, failsOnPurpose bool) error {
	shown := map[string]file{}
	for _, u := range b.units {
		for _, f := range u.files {
			if f.block == nil || isProto(f.block) {
				continue
			}
			fragment := f.block.Attrs["wrap"] != "" && path.Base(f.path) == fmt.Sprintf("fragment_l%d.go", f.block.Line)
			// a whole file laid out alone starts with a line directive (layOutAlone)
			if fragment || f.code == f.block.Code || f.code == f.block.lineDirective()+f.block.Code {
				shown[filepath.Join(b.dir, u.root, filepath.FromSlash(f.path))] = f
			}
		}
	}
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedSyntax | packages.NeedTypes | packages.NeedTypesInfo, Dir: b.dir, Fset: c.fset}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		return err
	}
	for _, pkg := range pkgs {
		if len(pkg.Errors) > 0 && !failsOnPurpose {
			return fmt.Errorf("%s: %v", pkg.PkgPath, pkg.Errors[0])
		}
		for i, syntax := range pkg.Syntax {
			name := pkg.CompiledGoFiles[i]
			f, ok := shown[name]
			if !ok {
				continue
			}
			written, err := os.ReadFile(name)
			if err != nil {
				return err
			}
			c.collectFile(pkg, syntax, string(written), f.block)
		}
	}
	return nil
}

// identToken is an identifier of Go source and its byte offset.
type identToken struct {
	name   string
	offset int
}

// identTokens lists the identifiers of Go source (which need not parse), in order.
func identTokens(src string) []identToken {
	fset := token.NewFileSet()
	f := fset.AddFile("", -1, len(src))
	var s scanner.Scanner
	s.Init(f, []byte(src), nil, 0)
	var tokens []identToken
	for {
		pos, tok, lit := s.Scan()
		if tok == token.EOF {
			return tokens
		}
		if tok == token.IDENT {
			tokens = append(tokens, identToken{lit, f.Offset(pos)})
		}
	}
}

// alignIdents pairs the identifiers of the written file (from offset start) with those of
// the block, as the longest common sequence of their names: the import tool re-indents a
// fragment, aligns its columns and moves its import lines into the wrapper's, and the
// wrapper adds uses of unused locals, so lines and columns differ, the order does not.
// It maps a written offset to a block offset.
func alignIdents(written string, start int, code string) map[int]int {
	var w []identToken
	for _, t := range identTokens(written) {
		if t.offset >= start {
			w = append(w, t)
		}
	}
	b := identTokens(code)
	// lcs[i][j]: the longest common sequence of b[i:] and w[j:].
	lcs := make([][]int32, len(b)+1)
	for i := range lcs {
		lcs[i] = make([]int32, len(w)+1)
	}
	for i := len(b) - 1; i >= 0; i-- {
		for j := len(w) - 1; j >= 0; j-- {
			switch {
			case b[i].name == w[j].name:
				lcs[i][j] = lcs[i+1][j+1] + 1
			case lcs[i+1][j] >= lcs[i][j+1]:
				lcs[i][j] = lcs[i+1][j]
			default:
				lcs[i][j] = lcs[i][j+1]
			}
		}
	}
	pairs := map[int]int{}
	for i, j := 0, 0; i < len(b) && j < len(w); {
		switch {
		case b[i].name == w[j].name:
			pairs[w[j].offset] = b[i].offset
			i, j = i+1, j+1
		case lcs[i+1][j] >= lcs[i][j+1]:
			i++
		default:
			j++
		}
	}
	return pairs
}

// collectFile reads the uses in one file. The block starts after the file's last //line
// directive naming it (a fragment's wrapper comes before).
func (c *linkCollector) collectFile(pkg *packages.Package, syntax *ast.File, written string, b *Block) {
	start := strings.LastIndex(written, b.lineDirective()) + len(b.lineDirective())
	pairs := alignIdents(written, start, b.Code)
	links := c.byBlock[b]
	if links == nil {
		links = map[[2]int]link{}
		c.byBlock[b] = links
	}
	via := map[*ast.Ident]types.Type{}
	for expr, selection := range pkg.TypesInfo.Selections {
		via[expr.Sel] = selection.Recv()
	}
	ast.Inspect(syntax, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok {
			return true
		}
		obj := pkg.TypesInfo.Uses[id]
		offset := pkg.Fset.PositionFor(id.Pos(), false).Offset
		if obj == nil || obj.Pkg() == nil || !obj.Exported() || offset < start {
			return true
		}
		if _, isPackage := obj.(*types.PkgName); isPackage {
			return true
		}
		at, ok := pairs[offset]
		if !ok {
			c.leavePlain(b, links, -offset, 0, plainUnplaced)
			return true
		}
		lineStart := strings.LastIndex(b.Code[:at], "\n") + 1
		line := strings.Count(b.Code[:at], "\n") + 1
		column := len(utf16.Encode([]rune(b.Code[lineStart:at])))
		url, signature, reason := c.target(obj, via[id])
		if reason != "" {
			c.leavePlain(b, links, line, column, reason)
			return true
		}
		links[[2]int{line, column}] = link{line, column, len(utf16.Encode([]rune(id.Name))), url, signature}
		return true
	})
}

// leavePlain counts a use that is no link, once per block and place.
func (c *linkCollector) leavePlain(b *Block, links map[[2]int]link, line, column int, reason string) {
	if _, seen := links[[2]int{line, column}]; seen {
		return
	}
	links[[2]int{line, column}] = link{line: line, column: column, signature: reason}
	if c.plain[b.Locale] == nil {
		c.plain[b.Locale] = map[string]int{}
	}
	c.plain[b.Locale][reason]++
}

// sortedLinks are a block's links in reading order, without the uses left plain.
func sortedLinks(links map[[2]int]link) []link {
	var list []link
	for _, l := range links {
		if l.url != "" {
			list = append(list, l)
		}
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].line != list[j].line {
			return list[i].line < list[j].line
		}
		return list[i].column < list[j].column
	})
	return list
}
