// Command log-file turns on the log file in a temporary directory, writes one line through a
// sub-logger and prints the file's name and the line's JSON keys, sorted: "demo.log" with the
// sub-logger's name under "component" up to v2.0.78; from v2.0.79 "demo.json.log", the name
// under "logger", and the app name and host name in every line.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/infraboard/mcube/v2/ioc"
	"github.com/infraboard/mcube/v2/ioc/config/log"
)

func main() {
	dir, err := os.MkdirTemp("", "log-file")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	os.Setenv("APP_NAME", "demo")
	os.Setenv("LOG_CONSOLE_ENABLE", "false")
	os.Setenv("LOG_FILE_ENABLE", "true")
	os.Setenv("LOG_FILE_DIR_PATH", dir)
	ioc.DevelopmentSetup()
	log.Sub("greeting").Info().Msg("hello")

	files, err := filepath.Glob(filepath.Join(dir, "*"))
	if err != nil || len(files) != 1 {
		panic(fmt.Sprintf("log files: %v %v", files, err))
	}
	content, err := os.ReadFile(files[0])
	if err != nil {
		panic(err)
	}
	lines := strings.Split(strings.TrimSpace(string(content)), "\n")
	var line map[string]any
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &line); err != nil {
		panic(err)
	}
	keys := make([]string, 0, len(line))
	for key := range line {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	fmt.Println(filepath.Base(files[0]), keys)
}
