// Command env-over-file sets [app] name both in a config file ("shop") and in APP_NAME
// ("orders") and prints the name the container loads: the file's up to v2.0.91 (it read the
// environment first, then the file), the variable's from v2.1.0 (the files first, then the
// environment).
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/infraboard/mcube/v2/ioc"
	"github.com/infraboard/mcube/v2/ioc/config/application"
)

func main() {
	dir, err := os.MkdirTemp("", "env-over-file")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	file := filepath.Join(dir, "application.toml")
	if err := os.WriteFile(file, []byte("[app]\nname = \"shop\"\n"), 0o600); err != nil {
		panic(err)
	}
	os.Setenv("APP_NAME", "orders")
	ioc.DevelopmentSetupWithPath(file)
	fmt.Println(application.Get().AppName)
}
