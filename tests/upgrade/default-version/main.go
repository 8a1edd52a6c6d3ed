// Command default-version prints the path mcube gives an API object that sets no version:
// the app name comes before [http] path_prefix up to v2.0.19 (/demo/api/…) and after it from
// v2.0.20 (/api/demo/…); ioc.DEFAULT_VERSION is part of it ("v1" up to v2.0.91, "1.0.0" in
// v2.1.0–v2.1.6 and v2.0.92, "v1" again from v2.1.7).
package main

import (
	"fmt"
	"os"

	"github.com/infraboard/mcube/v2/ioc"
	"github.com/infraboard/mcube/v2/ioc/config/http"
)

type greeting struct{ ioc.ObjectImpl }

func (g *greeting) Name() string { return "greeting" }

func main() {
	os.Setenv("APP_NAME", "demo")
	ioc.Api().Registry(&greeting{})
	ioc.DevelopmentSetup()
	fmt.Println(http.Get().ApiObjectPathPrefix(&greeting{}))
}
