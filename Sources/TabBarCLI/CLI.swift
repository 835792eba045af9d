public enum TabBarCLIPlaceholder {}
