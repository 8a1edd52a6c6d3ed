// Command mongo-database prints the default of [mongo] database in a service whose [app] name
// is not set: "app" up to v2.0.22, "admin" in v2.0.23–v2.0.30, and from v2.0.31 the app name,
// which is then the executable's ("upgradecheck", the name go run gives this program).
// Nothing is connected: the default is the registered object's before the container starts.
package main

import (
	"fmt"

	"github.com/infraboard/mcube/v2/ioc/config/mongo"
)

func main() {
	fmt.Println(mongo.Get().Database)
}
