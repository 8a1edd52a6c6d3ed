// Command checkpath reads module paths, one per line, and prints for each Go's own verdict:
// the error golang.org/x/mod/module.CheckPath gives, or "" when Go accepts the path. The
// project starter's tests compare the starter's verdicts with it.
package main

import (
	"bufio"
	"encoding/json"
	"os"

	"golang.org/x/mod/module"
)

func main() {
	verdicts := map[string]string{}
	lines := bufio.NewScanner(os.Stdin)
	for lines.Scan() {
		verdicts[lines.Text()] = ""
		if err := module.CheckPath(lines.Text()); err != nil {
			verdicts[lines.Text()] = err.Error()
		}
	}
	if err := json.NewEncoder(os.Stdout).Encode(verdicts); err != nil {
		panic(err)
	}
}
