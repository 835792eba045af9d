import TabBarCLI
